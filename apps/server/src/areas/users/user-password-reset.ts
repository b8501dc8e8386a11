import { endpoints } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/password-hash';
import { revokeUserSessions } from '../../auth/session-store';
import { answer } from '../../http/answer';
import { requiredId } from '../../http/call-params';
import { mountEndpoint } from '../../http/mount-endpoint';
import { userInScope } from '../../scopes/user-scope';
import { messages } from '../../shared/messages';
import { newPasswordOf, userParam } from './user-fields';

/**
 * The administrator's password reset (ERPUser/ModifyPwd): a user all of whose companies are in the caller's scope
 * gets the new password, its sessions end. The rest of 用户管理 is on the generic mount (user-record-mounts.ts).
 */
export function mountUserPasswordReset(app: FastifyInstance): void {
  mountEndpoint(
    app,
    endpoints.userModifyPwd,
    async (ctx) => {
      const id = requiredId(userParam(ctx.params, 'id'), '用户编号');
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
