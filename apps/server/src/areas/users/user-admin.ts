import { endpoints } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/password-hash';
import { revokeUserSessions } from '../../auth/session-store';
import { answer } from '../../http/answer';
import { conflict, invalid, noPermission } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { callParams, requiredId, text } from '../../http/call-params';
import { companyInScope, liveCompany } from '../../scopes/company-scope';
import { projectInScope } from '../../scopes/project-scope';
import { checkDepartment, checkRoles, departmentPath, emailOf, mobileOf, newPasswordOf, realNameOf, userNameOf, userParam } from './user-fields';
import { userInScope } from '../../scopes/user-scope';

const userIdOf = (ctx: EndpointContext) => requiredId(userParam(ctx.params, 'id'), '用户编号');

/**
 * User type and its scope fields (the area code of a district user, the project of a project user, from the
 * create call's declared parameters); only inside what the caller may grant (docs/decisions/0113).
 */
async function userTypeOf(
  ctx: EndpointContext,
  sent: { readonly authAreaCode: string; readonly authProjectId: number | undefined },
): Promise<{ type: 0 | 1 | 2; areaCode: string; projectId: number | null }> {
  const raw = text(userParam(ctx.params, 'userAuthType'));
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

/** CreateUser, editUser, deleteUser, AuditUser and the administrator's password reset (ERPUser/ModifyPwd). */
export function mountUserAdmin(app: FastifyInstance): void {
  mountEndpoint(
    app,
    endpoints.userCreate,
    async (ctx) => {
      const userName = userNameOf(ctx.params);
      const password = newPasswordOf(ctx.params);
      const realName = realNameOf(ctx.params, true)!;
      const mobile = mobileOf(ctx.params, true)!;
      const email = emailOf(ctx.params) ?? '';
      const sent = callParams(endpoints.userCreate, ctx.params);
      const companyId = sent.companyId ?? ctx.session.companyId;
      if (companyId === null || companyId === undefined) throw invalid(messages.companyRequired);
      if (!companyInScope(ctx, companyId)) throw noPermission();
      const { departmentId, roleIds } = sent;
      const kind = await userTypeOf(ctx, sent);
      const hash = await hashPassword(password);
      return ctx.db.tx(async (q) => {
        if (!(await liveCompany(q, companyId))) throw invalid(messages.companyRequired);
        if (departmentId !== undefined) await checkDepartment(q, departmentId, companyId);
        await checkRoles(q, roleIds, companyId);
        const row = await q.one<{ id: number }>(
          `INSERT INTO users (user_name, password_hash, real_name, mobile, email, user_auth_type, auth_area_code, auth_project_id,
                              default_company_id, audit_status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 2) ON CONFLICT DO NOTHING RETURNING id`,
          [userName, hash, realName, mobile, email, kind.type, kind.areaCode, kind.projectId, companyId],
        );
        if (!row) throw conflict(messages.userNameTaken);
        const path = await departmentPath(q, companyId, departmentId);
        await q.exec('INSERT INTO user_companies (user_id, company_id, department_id, full_department_path) VALUES ($1, $2, $3, $4)', [row.id, companyId, departmentId ?? null, path]);
        if (roleIds.length) await q.exec('INSERT INTO user_roles (user_id, company_id, role_id) SELECT $1, $2, unnest($3::int[])', [row.id, companyId, roleIds]);
        if (kind.projectId !== null) await q.exec('INSERT INTO project_users (project_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [kind.projectId, row.id]);
        await ctx.audit({ action: 'create', table: 'users', recordId: row.id, after: { userName, realName, mobile, email, companyId, departmentId, roleIds, ...kind } }, q);
        return answer({ id: row.id }, messages.submitted);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    endpoints.userEdit,
    async (ctx) => {
      const id = userIdOf(ctx);
      const realName = realNameOf(ctx.params, false);
      const mobile = mobileOf(ctx.params, false);
      const email = emailOf(ctx.params);
      const statusText = text(userParam(ctx.params, 'status'));
      if (statusText !== '' && statusText !== '0' && statusText !== '1') throw invalid(messages.accountStatusInvalid);
      const sent = callParams(endpoints.userEdit, ctx.params);
      const departmentId = sent.departmentId;
      return ctx.db.tx(async (q) => {
        const before = await userInScope(q, ctx, id, false, true);
        if (statusText === '0' && id === ctx.user.id) throw invalid(messages.cannotDeleteSelf);
        const sets: string[] = [];
        const values: unknown[] = [id];
        const set = (col: string, v: unknown) => {
          values.push(v);
          sets.push(`${col} = $${values.length}`);
        };
        if (realName !== undefined) set('real_name', realName);
        if (mobile !== undefined) set('mobile', mobile);
        if (email !== undefined) set('email', email);
        if (statusText !== '') set('status', Number(statusText));
        if (sets.length) await q.exec(`UPDATE users SET ${sets.join(', ')}, update_time = now() WHERE id = $1`, values);
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
        if (statusText === '0') await revokeUserSessions(q, id);
        await ctx.audit({ action: 'update', table: 'users', recordId: id, before, after: { realName, mobile, email, status: statusText || undefined, departmentId } }, q);
        return answer({ id }, messages.modified);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    endpoints.userDelete,
    async (ctx) => {
      const id = userIdOf(ctx);
      if (id === ctx.user.id) throw invalid(messages.cannotDeleteSelf);
      return ctx.db.tx(async (q) => {
        const before = await userInScope(q, ctx, id, true, true);
        await q.exec('UPDATE users SET if_del = 1, status = 0, update_time = now() WHERE id = $1', [id]);
        await revokeUserSessions(q, id);
        await ctx.audit({ action: 'delete', table: 'users', recordId: id, before }, q);
        return answer({ id }, messages.deleted);
      });
    },
    { skipDecode: true },
  );

  // AuditUser: 2 passed / 3 rejected; a registration without a company gets one of the caller's scope. The state
  // comes under the audit field's names or, as the audit form sends it, as `status`.
  mountEndpoint(
    app,
    endpoints.userAudit,
    async (ctx) => {
      const id = userIdOf(ctx);
      const status = text(userParam(ctx.params, 'auditStatus') ?? ctx.params.status);
      if (status !== '2' && status !== '3') throw invalid(messages.auditStatusInvalid);
      const { companyId, departmentId } = callParams(endpoints.userAudit, ctx.params);
      return ctx.db.tx(async (q) => {
        const before = await userInScope(q, ctx, id, true, true);
        const member = await q.one('SELECT 1 FROM user_companies WHERE user_id = $1', [id]);
        if (status === '2' && !member) {
          const target = companyId ?? ctx.session.companyId;
          if (target === null || target === undefined) throw invalid(messages.companyRequired);
          if (!companyInScope(ctx, target)) throw noPermission();
          if (departmentId !== undefined) await checkDepartment(q, departmentId, target);
          await q.exec('INSERT INTO user_companies (user_id, company_id, department_id, full_department_path) VALUES ($1, $2, $3, $4)', [
            id, target, departmentId ?? null, await departmentPath(q, target, departmentId),
          ]);
          await q.exec('UPDATE users SET default_company_id = $2 WHERE id = $1 AND default_company_id IS NULL', [id, target]);
        }
        await q.exec('UPDATE users SET audit_status = $2, update_time = now() WHERE id = $1', [id, Number(status)]);
        await ctx.audit({ action: 'audit', table: 'users', recordId: id, before: { auditStatus: before.audit_status }, after: { auditStatus: Number(status), companyId } }, q);
        return answer({ id }, messages.audited);
      });
    },
    { skipDecode: true },
  );

  mountEndpoint(
    app,
    endpoints.userModifyPwd,
    async (ctx) => {
      const id = userIdOf(ctx);
      const password = newPasswordOf(ctx.params);
      const hash = await hashPassword(password);
      return ctx.db.tx(async (q) => {
        await userInScope(q, ctx, id, false, true);
        await q.exec('UPDATE users SET password_hash = $2, password_changed_at = now(), update_time = now() WHERE id = $1', [id, hash]);
        await revokeUserSessions(q, id);
        await ctx.audit({ action: 'password-reset', table: 'users', recordId: id }, q);
        return answer({ id }, messages.modified);
      });
    },
    { skipDecode: true },
  );
}
