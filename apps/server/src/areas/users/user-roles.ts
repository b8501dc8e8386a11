import { endpoints } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/answer';
import { invalid, noPermission } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { callParams } from '../../http/call-params';
import { companyInScope } from '../../scopes/company-scope';
import { checkRoles } from './user-fields';
import { userInScope } from '../../scopes/user-scope';

/** PCUpdateJiaoSe: replaces a user's roles in one company (default: the session's) with roles of that company. */
export function mountUserRoles(app: FastifyInstance): void {
  mountEndpoint(
    app,
    endpoints.userUpdateRole,
    async (ctx) => {
      const sent = callParams(endpoints.userUpdateRole, ctx.params);
      const { userId: id, roleIds } = sent;
      const companyId = sent.companyId ?? ctx.session.companyId;
      if (companyId === null || companyId === undefined) throw invalid(messages.companyRequired);
      if (!companyInScope(ctx, companyId)) throw noPermission();
      return ctx.db.tx(async (q) => {
        await userInScope(q, ctx, id);
        const member = await q.one('SELECT 1 FROM user_companies WHERE user_id = $1 AND company_id = $2', [id, companyId]);
        if (!member) throw invalid(messages.userNotMember);
        await checkRoles(q, roleIds, companyId);
        const before = await q.many<{ role_id: number }>('SELECT role_id FROM user_roles WHERE user_id = $1 AND company_id = $2 ORDER BY role_id', [id, companyId]);
        await q.exec('DELETE FROM user_roles WHERE user_id = $1 AND company_id = $2', [id, companyId]);
        if (roleIds.length) await q.exec('INSERT INTO user_roles (user_id, company_id, role_id) SELECT $1, $2, unnest($3::int[])', [id, companyId, roleIds]);
        await ctx.audit({ action: 'update-roles', table: 'user_roles', recordId: id, before: { companyId, roleIds: before.map((b) => b.role_id) }, after: { companyId, roleIds } }, q);
        return answer({ id, companyId, roleIds }, messages.saved);
      });
    },
    { skipDecode: true },
  );
}
