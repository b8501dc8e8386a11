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
 * SQL condition limiting `alias` (a row of `table` with `columns`) to `scope`. Uses the table's own
 * company_id / project_id / district_code columns; `projects` rows are matched by their id.
 * Returns `false` when the table has no column the scope can be checked against.
 */
export function scopeCondition(scope: Scope, table: string, columns: ReadonlySet<string>, p: SqlParams, alias = 't'): string {
  const col = (c: string) => `${alias}.${ident(c)}`;
  const isProjects = table === 'projects';
  switch (scope.kind) {
    case 'all':
      return 'true';
    case 'none':
      return 'false';
    case 'companies': {
      const ids = p.add(scope.companyIds);
      if (columns.has('company_id')) return `${col('company_id')} = ANY(${ids}::int[])`;
      if (columns.has('project_id')) return `${col('project_id')} IN (SELECT id FROM projects WHERE company_id = ANY(${ids}::int[]))`;
      return 'false';
    }
    case 'projects': {
      const ids = p.add(scope.projectIds);
      if (isProjects) return `${col('id')} = ANY(${ids}::int[])`;
      if (columns.has('project_id')) return `${col('project_id')} = ANY(${ids}::int[])`;
      return 'false';
    }
    case 'district': {
      const code = p.add(scope.areaCode);
      if (isProjects || columns.has('district_code')) return `starts_with(${col('district_code')}, ${code})`;
      if (columns.has('project_id'))
        return `${col('project_id')} IN (SELECT id FROM projects WHERE starts_with(district_code, ${code}))`;
      if (columns.has('company_id'))
        return `${col('company_id')} IN (SELECT id FROM companies WHERE starts_with(district_code, ${code}))`;
      return 'false';
    }
  }
}

/** True when a company id lies inside an enterprise scope (or the scope is unrestricted). */
export function scopeHasCompany(scope: Scope, companyId: number): boolean {
  return scope.kind === 'all' || (scope.kind === 'companies' && scope.companyIds.includes(companyId));
}
