import { endpoints } from '@worksite/contract';
import { hashPassword } from '../../auth/password-hash';
import type { Queryable } from '../../db/database';
import { conflict, invalid, noPermission } from '../../http/api-error';
import { callParams, text } from '../../http/call-params';
import type { EndpointContext } from '../../http/mount-endpoint';
import { companyInScope, liveCompany } from '../../scopes/company-scope';
import { projectInScope } from '../../scopes/project-scope';
import { messages } from '../../shared/messages';
import { checkDepartment, checkRoles, emailOf, mobileOf, newPasswordOf, realNameOf, userNameOf, userParam } from './user-fields';

type Params = Record<string, unknown>;

/**
 * User type and its scope fields (the area code of a district user, the project of a project user, from the
 * create call's declared parameters); only inside what the caller may grant (docs/decisions/0113).
 */
async function userTypeOf(
  ctx: EndpointContext,
  params: Params,
  sent: { readonly authAreaCode: string; readonly authProjectId: number | undefined },
): Promise<{ type: 0 | 1 | 2; areaCode: string; projectId: number | null }> {
  const raw = text(userParam(params, 'userAuthType'));
  if (raw !== '' && !/^[012]$/.test(raw)) throw invalid(messages.userAuthTypeInvalid);
  const type = (raw === '' ? 0 : Number(raw)) as 0 | 1 | 2;
  if (type === 1) {
    const areaCode = sent.authAreaCode;
    if (!/^\d{2,12}$/.test(areaCode)) throw invalid(messages.districtCodeInvalid);
    const allowed = ctx.scope.kind === 'all' || (ctx.scope.kind === 'district' && areaCode.startsWith(ctx.scope.areaCode));
    if (!allowed) throw noPermission();
    return { type, areaCode, projectId: null };
  }
  if (type === 2) {
    const projectId = sent.authProjectId;
    if (projectId === undefined) throw invalid(messages.projectRequired);
    await projectInScope(ctx.db, ctx, projectId);
    return { type, areaCode: '', projectId };
  }
  return { type, areaCode: '', projectId: null };
}

/** The company a new user joins (`sent`: the create call's parameters): the one sent, else the session's; in the caller's scope (402). */
export function newUserCompany(ctx: EndpointContext, sent: { readonly companyId: number | undefined }): number {
  const companyId = sent.companyId ?? ctx.session.companyId;
  if (companyId === null || companyId === undefined) throw invalid(messages.companyRequired);
  if (!companyInScope(ctx, companyId)) throw noPermission();
  return companyId;
}

/**
 * CreateUser's columns, checked in SPEC's order (user name, password and its repeat, name, phone, e-mail, company,
 * user type, department, roles) with the users' own messages; the password hashed; an approved account of the
 * company. A user name taken by any account, deleted ones included (the unique index), answers 用户名已存在 (409).
 */
export async function newUserValues(params: Params, ctx: EndpointContext, q: Queryable): Promise<Map<string, unknown>> {
  const userName = userNameOf(params);
  const password = newPasswordOf(params);
  const realName = realNameOf(params, true)!;
  const mobile = mobileOf(params, true)!;
  const email = emailOf(params) ?? '';
  const sent = callParams(endpoints.userCreate, params);
  const companyId = newUserCompany(ctx, sent);
  const { departmentId, roleIds } = sent;
  const kind = await userTypeOf(ctx, params, sent);
  const hash = await hashPassword(password);
  if (!(await liveCompany(q, companyId))) throw invalid(messages.companyRequired);
  if (departmentId !== undefined) await checkDepartment(q, departmentId, companyId);
  await checkRoles(q, roleIds, companyId);
  if (await q.one('SELECT 1 FROM users WHERE lower(user_name) = lower($1)', [userName])) throw conflict(messages.userNameTaken);
  return new Map<string, unknown>([
    ['user_name', userName],
    ['password_hash', hash],
    ['real_name', realName],
    ['mobile', mobile],
    ['email', email],
    ['user_auth_type', kind.type],
    ['auth_area_code', kind.areaCode],
    ['auth_project_id', kind.projectId],
    ['default_company_id', companyId],
    ['audit_status', 2],
  ]);
}

/** editUser's account columns sent (name, phone, e-mail, 状态 '0' / '1'), checked; none of them needs the row. */
export function editedUserValues(params: Params): Map<string, unknown> {
  const values = new Map<string, unknown>();
  const realName = realNameOf(params, false);
  const mobile = mobileOf(params, false);
  const email = emailOf(params);
  const status = text(userParam(params, 'status'));
  if (status !== '' && status !== '0' && status !== '1') throw invalid(messages.accountStatusInvalid);
  if (realName !== undefined) values.set('real_name', realName);
  if (mobile !== undefined) values.set('mobile', mobile);
  if (email !== undefined) values.set('email', email);
  if (status !== '') values.set('status', Number(status));
  return values;
}
