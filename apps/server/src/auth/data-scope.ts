import type { Queryable } from '../db/database';
import { ident, type SqlParams } from '../db/sql-params';
import type { CallerSession, CallerUser } from './caller';

/**
 * Which rows a caller may read or write (DESIGN.md §2): system admins everything; enterprise users their
 * current company's subtree; project users their project(s); government users projects whose district code
 * starts with their AuthAreaCode. `none` sees nothing.
 */
export type Scope =
  | { readonly kind: 'all' }
  | { readonly kind: 'companies'; readonly companyIds: readonly number[] }
  | { readonly kind: 'projects'; readonly projectIds: readonly number[] }
  | { readonly kind: 'district'; readonly areaCode: string }
  | { readonly kind: 'none' };

/** Computes the caller's scope for the session's current company. */
export async function computeScope(q: Queryable, user: CallerUser, session: CallerSession): Promise<Scope> {
  if (user.isSystemAdmin) return { kind: 'all' };
  if (user.userAuthType === 1) return user.authAreaCode ? { kind: 'district', areaCode: user.authAreaCode } : { kind: 'none' };
  if (user.userAuthType === 2) {
    const rows = await q.many<{ id: number }>(
      `SELECT p.id FROM projects p
        WHERE p.if_del = 0 AND (p.id = $2 OR p.id IN (SELECT project_id FROM project_users WHERE user_id = $1))
        ORDER BY p.id`,
      [user.id, user.authProjectId],
    );
    return rows.length ? { kind: 'projects', projectIds: rows.map((r) => r.id) } : { kind: 'none' };
  }
  if (session.companyId === null) return { kind: 'none' };
  const rows = await q.many<{ id: number }>(
    `WITH RECURSIVE sub AS (
       SELECT id FROM companies WHERE id = $1 AND if_del = 0
       UNION SELECT c.id FROM companies c JOIN sub ON c.parent_id = sub.id WHERE c.if_del = 0)
     SELECT id FROM sub ORDER BY id`,
    [session.companyId],
  );
  return rows.length ? { kind: 'companies', companyIds: rows.map((r) => r.id) } : { kind: 'none' };
}

/**
 * The columns of a table a scope is checked against. `preferProject`: for government callers, match through
 * the row's project rather than its company (project-scoped record types).
 */
export interface ScopeTarget {
  readonly table: string;
  readonly company?: string;
  readonly project?: string;
  readonly district?: string;
  readonly preferProject?: boolean;
}

/** A target from the table's own columns (company_id, project_id, district_code), for hand-written queries. */
export function scopeTargetFor(table: string, columns: ReadonlySet<string>, preferProject = false): ScopeTarget {
  return {
    table,
    company: columns.has('company_id') ? 'company_id' : undefined,
    project: columns.has('project_id') ? 'project_id' : undefined,
    district: columns.has('district_code') ? 'district_code' : undefined,
    preferProject,
  };
}

/**
 * SQL condition limiting `alias` (a row of the target table) to `scope`. `projects` rows are matched by
 * their own id. Returns `false` when the table has no column the scope can be checked against.
 */
export function scopeCondition(scope: Scope, target: ScopeTarget, p: SqlParams, alias = 't'): string {
  const col = (c: string) => `${alias}.${ident(c)}`;
  const isProjects = target.table === 'projects';
  switch (scope.kind) {
    case 'all':
      return 'true';
    case 'none':
      return 'false';
    // A parameter is bound only when the condition uses it: an unused one has no type PostgreSQL can infer (42P18).
    case 'companies': {
      if (target.company) return `${col(target.company)} = ANY(${p.add(scope.companyIds)}::int[])`;
      if (target.project) return `${col(target.project)} IN (SELECT id FROM projects WHERE company_id = ANY(${p.add(scope.companyIds)}::int[]))`;
      return 'false';
    }
    case 'projects': {
      if (isProjects) return `${col('id')} = ANY(${p.add(scope.projectIds)}::int[])`;
      if (target.project) return `${col(target.project)} = ANY(${p.add(scope.projectIds)}::int[])`;
      return 'false';
    }
    case 'district': {
      if (!target.district && !target.project && !target.company) return 'false';
      const code = p.add(scope.areaCode);
      if (target.district) return `starts_with(${col(target.district)}, ${code})`;
      const viaProject = target.project ? `${col(target.project)} IN (SELECT id FROM projects WHERE starts_with(district_code, ${code}))` : undefined;
      const viaCompany = target.company ? `${col(target.company)} IN (SELECT id FROM companies WHERE starts_with(district_code, ${code}))` : undefined;
      return (target.preferProject ? viaProject ?? viaCompany : viaCompany ?? viaProject) ?? 'false';
    }
  }
}

/** True when a company id lies inside an enterprise scope (or the scope is unrestricted). */
export function scopeHasCompany(scope: Scope, companyId: number): boolean {
  return scope.kind === 'all' || (scope.kind === 'companies' && scope.companyIds.includes(companyId));
}
