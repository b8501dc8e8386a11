import type { Queryable } from '../db/database';
import { SqlParams } from '../db/sql-params';
import { noPermission, notFound } from '../http/api-error';
import type { EndpointContext } from '../http/mount-endpoint';

/**
 * Users a caller may see and administer (docs/decisions/0111): system admins all; enterprise users those with a
 * company in their subtree; project users the members of their projects; government users those with a company
 * in their district.
 */
export function userScopeSql(ctx: Pick<EndpointContext, 'scope'>, p: SqlParams, alias = 'u'): string {
  const s = ctx.scope;
  switch (s.kind) {
    case 'all':
      return 'true';
    case 'none':
      return 'false';
    case 'companies':
      return `EXISTS (SELECT 1 FROM user_companies uc WHERE uc.user_id = ${alias}.id AND uc.company_id = ANY(${p.add(s.companyIds)}::int[]))`;
    case 'projects': {
      const ids = p.add(s.projectIds);
      return `(${alias}.auth_project_id = ANY(${ids}::int[]) OR EXISTS (SELECT 1 FROM project_users pu WHERE pu.user_id = ${alias}.id AND pu.project_id = ANY(${ids}::int[])))`;
    }
    case 'district':
      return `EXISTS (SELECT 1 FROM user_companies uc JOIN companies c ON c.id = uc.company_id
                       WHERE uc.user_id = ${alias}.id AND starts_with(c.district_code, ${p.add(s.areaCode)}))`;
  }
}

/**
 * True when every company the user belongs to lies in the caller's scope: account-wide changes (identity,
 * status, password, deletion) need it, so an administrator of one company cannot take over or remove a user
 * who also belongs to a company they do not administer.
 */
export function userWhollyInScopeSql(ctx: Pick<EndpointContext, 'scope'>, p: SqlParams, alias = 'u'): string {
  const s = ctx.scope;
  const outside = (cond: string) => `NOT EXISTS (SELECT 1 FROM user_companies w JOIN companies wc ON wc.id = w.company_id WHERE w.user_id = ${alias}.id AND ${cond})`;
  switch (s.kind) {
    case 'all':
      return 'true';
    case 'none':
      return 'false';
    case 'companies':
      return outside(`w.company_id <> ALL(${p.add(s.companyIds)}::int[])`);
    case 'district':
      return outside(`NOT starts_with(wc.district_code, ${p.add(s.areaCode)})`);
    case 'projects':
      return outside(`w.company_id NOT IN (SELECT company_id FROM projects WHERE id = ANY(${p.add(s.projectIds)}::int[]))`);
  }
}

export interface UserRow {
  id: number;
  user_name: string;
  real_name: string;
  mobile: string;
  email: string;
  user_auth_type: number;
  is_system_admin: boolean;
  default_company_id: number | null;
  audit_status: number;
  status: number;
}

/**
 * The live user `id` when the caller may administer them: 404 when missing, 402 outside the scope or when a
 * non-administrator names a system administrator. `allowUnassigned`: a registered user awaiting audit (no
 * company yet) is reachable by callers holding the audit button.
 */
export async function userInScope(
  q: Queryable,
  ctx: Pick<EndpointContext, 'scope' | 'user'>,
  id: number,
  allowUnassigned = false,
  /** Account-wide change: every company of the user must be in the caller's scope. */
  whole = false,
): Promise<UserRow> {
  const p = new SqlParams();
  const idp = p.add(id);
  const cond = whole ? `(${userScopeSql(ctx, p)}) AND ${userWhollyInScopeSql(ctx, p)}` : userScopeSql(ctx, p);
  const row = await q.one<UserRow & { in_scope: boolean; unassigned: boolean }>(
    `SELECT u.id, u.user_name, u.real_name, u.mobile, u.email, u.user_auth_type, u.is_system_admin, u.default_company_id,
            u.audit_status, u.status, (${cond}) AS in_scope,
            NOT EXISTS (SELECT 1 FROM user_companies uc WHERE uc.user_id = u.id) AS unassigned
       FROM users u WHERE u.id = ${idp} AND u.if_del = 0`,
    p.values,
  );
  if (!row) throw notFound();
  const reachable = row.in_scope || (allowUnassigned && row.unassigned && row.audit_status !== 2 && ctx.scope.kind === 'companies');
  if (!reachable || (row.is_system_admin && !ctx.user.isSystemAdmin)) throw noPermission();
  const { in_scope: _a, unassigned: _b, ...rest } = row;
  return rest;
}
