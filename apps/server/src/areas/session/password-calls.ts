import { checkNewPassword, checkOldPassword, checkRepeatPassword } from '@worksite/validators';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { revokeUserSessions } from '../../auth/session-store';
import { answer } from '../../http/answer';
import { invalid, refused } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { sessionEndpoints } from './session-endpoints';

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/**
 * Changes the caller's password with the SPEC §5 rules (same checks as the form), then ends every session of
 * the user, this one included: the client logs out and signs in again (SPEC §4).
 */
function changePassword(sameAsOldMessage: string) {
  return async ({ db, user, params, audit }: EndpointContext) => {
    const oldPwd = text(params.oldPwd);
    const userPwd = text(params.userPwd);
    for (const check of [
      checkOldPassword(oldPwd),
      checkNewPassword(userPwd, oldPwd, sameAsOldMessage),
      params.userPwdNew === undefined ? { ok: true as const } : checkRepeatPassword(text(params.userPwdNew), userPwd),
    ]) {
      if (!check.ok) throw invalid(check.message);
    }
    if ((userPwd ?? '').length > 64) throw invalid(messages.passwordTooLong);
    const row = await db.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    if (!row || !(await verifyPassword(oldPwd ?? '', row.password_hash))) throw refused(messages.oldPasswordWrong);
    const hash = await hashPassword(userPwd ?? '');
    await db.tx(async (q) => {
      await q.exec('UPDATE users SET password_hash = $2, password_changed_at = now(), update_time = now() WHERE id = $1', [user.id, hash]);
      await revokeUserSessions(q, user.id);
      await audit({ action: 'password-change', table: 'users', recordId: user.id }, q);
    });
    return answer(null, messages.modified);
  };
}

/** PCModifyPwd (back office) and the large-screen variant. */
export function mountPasswordCalls(app: FastifyInstance): void {
  mountEndpoint(app, sessionEndpoints.modifyPwd, changePassword(messages.passwordSameAsOld), { skipDecode: true, allowWithoutDataAuthority: true });
  mountEndpoint(app, sessionEndpoints.modifyPwdMinapp, changePassword(messages.passwordSameAsOldLargeScreen), { skipDecode: true, allowWithoutDataAuthority: true });
}
