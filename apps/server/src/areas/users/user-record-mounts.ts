import { endpoints, userRecord } from '@worksite/contract';
import { revokeUserSessions } from '../../auth/session-store';
import type { Queryable } from '../../db/database';
import type { SqlParams } from '../../db/sql-params';
import { invalid, noPermission } from '../../http/api-error';
import { callParams, text } from '../../http/call-params';
import type { EndpointContext } from '../../http/mount-endpoint';
import type { RecordHooks, ScopeUse } from '../../record-types/mount-record-type';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { companyInScope } from '../../scopes/company-scope';
import { userScopeSql, userWhollyInScopeSql } from '../../scopes/user-scope';
import { messages } from '../../shared/messages';
import { addMembership, checkDepartment, departmentPath, userParam } from './user-fields';
import { awaitingAuditSql, userListColumns, userListScopeSql, userListSql, userToClient } from './user-list';
import { editedUserValues, newUserValues } from './user-values';

/**
 * The users a caller reaches for `use` (docs/decisions/0111, 0496): reading, those it lists; changing an account,
 * a user all of whose companies are in scope; a delete or audit also a registration awaiting audit (no company
 * yet); a system administrator only by another.
 */
function userReachSql(ctx: EndpointContext, p: SqlParams, a: string, use: ScopeUse): string {
  if (use === 'read') return userListScopeSql(ctx, p, a);
  const whole = `(${userScopeSql(ctx, p, a)} AND ${userWhollyInScopeSql(ctx, p, a)})`;
  const pending = (use === 'delete' || use === 'move') && ctx.scope.kind === 'companies' ? ` OR ${awaitingAuditSql(a)}` : '';
  return `((${whole}${pending})${ctx.user.isSystemAdmin ? '' : ` AND NOT ${a}.is_system_admin`})`;
}

/** A new user's membership of its company, with department, roles and (a project user) its project. */
async function joinCompany(row: Record<string, unknown>, ctx: EndpointContext, q: Queryable): Promise<void> {
  const id = Number(row.id);
  const companyId = Number(row.default_company_id);
  const { departmentId, roleIds } = callParams(endpoints.userCreate, ctx.params);
  await addMembership(q, id, companyId, departmentId);
  if (roleIds.length) await q.exec('INSERT INTO user_roles (user_id, company_id, role_id) SELECT $1, $2, unnest($3::int[])', [id, companyId, roleIds]);
  if (row.auth_project_id !== null) await q.exec('INSERT INTO project_users (project_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [row.auth_project_id, id]);
}

/** An edit's department (in a company of the caller's scope the user belongs to); a disabled account signed out. */
async function applyEdit(row: Record<string, unknown>, ctx: EndpointContext, q: Queryable): Promise<void> {
  const id = Number(row.id);
  const sent = callParams(endpoints.userEdit, ctx.params);
  const departmentId = sent.departmentId;
  if (departmentId !== undefined) {
    const companyId = sent.companyId ?? ctx.session.companyId;
    if (companyId === null || !companyInScope(ctx, companyId)) throw noPermission();
    const member = await q.one('SELECT 1 FROM user_companies WHERE user_id = $1 AND company_id = $2', [id, companyId]);
    if (!member) throw invalid(messages.userNotMember);
    await checkDepartment(q, departmentId, companyId);
    await q.exec('UPDATE user_companies SET department_id = $3, full_department_path = $4 WHERE user_id = $1 AND company_id = $2', [
      id, companyId, departmentId, await departmentPath(q, companyId, departmentId),
    ]);
  }
  if (text(userParam(ctx.params, 'status')) === '0') await revokeUserSessions(q, id);
}

/** An approved registration without a company joins the one the audit names (else the session's) in scope. */
async function approveRegistration(before: Record<string, unknown>, ctx: EndpointContext, q: Queryable): Promise<Record<string, unknown>> {
  const id = Number(before.id);
  if (await q.one('SELECT 1 FROM user_companies WHERE user_id = $1', [id])) return {};
  const { companyId, departmentId } = callParams(endpoints.userAudit, ctx.params);
  const target = companyId ?? ctx.session.companyId;
  if (target === null || target === undefined) throw invalid(messages.companyRequired);
  if (!companyInScope(ctx, target)) throw noPermission();
  if (departmentId !== undefined) await checkDepartment(q, departmentId, target);
  await addMembership(q, id, target, departmentId);
  return before.default_company_id === null ? { default_company_id: target } : {};
}

/**
 * 用户管理 on the generic mount (docs/decisions/0496): the list SPEC's `User` rows of the caller's users (phones
 * whole: they are the caller's to administer), an account's own checks and messages, its memberships, the
 * audit's `{ id }` answer; resetting a password, roles and watched companies stay the area's calls.
 */
const userHooks: RecordHooks = {
  scopeSql: userReachSql,
  listSql: userListSql,
  listColumns: userListColumns,
  toClient: userToClient,
  listUnmasked: () => true,
  checkSent(params, ctx, action, id) {
    const disabled = action === 'delete' || editedUserValues(params).get('status') === 0;
    if (disabled && id === ctx.user.id) throw invalid(messages.cannotDeleteSelf);
  },
  readValues: async (params, ctx, q, existing) => (existing ? editedUserValues(params) : newUserValues(params, ctx, q)),
  createdInScope: () => true,
  afterWrite: (row, ctx, q, before) => (before === undefined ? joinCompany(row, ctx, q) : applyEdit(row, ctx, q)),
  async beforeDelete(row, _ctx, q) {
    await q.exec('UPDATE users SET status = 0 WHERE id = $1', [row.id]);
    await revokeUserSessions(q, Number(row.id));
  },
  beforeTransition: (move, ctx, q) => (move.transition.to === 2 ? approveRegistration(move.before, ctx, q) : undefined),
  transitionAnswer: ({ before }) => ({ id: Number(before.id) }),
  // The log keeps an account's 状态 as the text it is sent as ('0' disabled, '1' enabled); of an audit, the state.
  auditRow: (row, move) => (move ? { auditStatus: row.audit_status } : { ...row, status: String(row.status) }),
};

export const userRecordMounts: RecordMountTable = { [userRecord.name]: { hooks: userHooks } };
