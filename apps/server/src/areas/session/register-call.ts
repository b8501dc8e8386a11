import { isMobile, isRealName, isUsername, checkNewPassword } from '@worksite/validators';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/password-hash';
import { writeAudit } from '../../audit/audit-log';
import { answer } from '../../http/answer';
import { invalid, refused } from '../../http/api-error';
import { mountPublicEndpoint } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { sessionEndpoints } from './session-endpoints';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * PCEmployeeRegister: userName, password, phone, optional realName. A new account is an enterprise user
 * (UserAuthType 0) awaiting audit (audit_status 1), with no company and no grants until an administrator
 * audits it and assigns a company and roles (docs/decisions/0055). Sign-in is refused until then.
 */
export function mountRegister(app: FastifyInstance): void {
  mountPublicEndpoint(
    app,
    sessionEndpoints.register,
    async ({ db, params, client }) => {
      const userName = text(params.userName);
      const password = typeof params.password === 'string' ? params.password : '';
      const phone = text(params.phone ?? params.mobile);
      const realName = text(params.realName);
      if (!isUsername(userName)) throw invalid(messages.userNameInvalid);
      const pw = checkNewPassword(password, undefined);
      if (!pw.ok) throw invalid(pw.message);
      if (password.length > 64) throw invalid(messages.passwordTooLong);
      if (!isMobile(phone)) throw invalid(messages.mobileInvalid);
      if (realName && !isRealName(realName)) throw invalid(messages.realNameInvalid);
      const hash = await hashPassword(password);
      const created = await db.tx(async (q) => {
        const row = await q.one<{ id: number }>(
          `INSERT INTO users (user_name, password_hash, real_name, mobile, user_auth_type, audit_status)
           VALUES ($1, $2, $3, $4, 0, 1) ON CONFLICT DO NOTHING RETURNING id`,
          [userName, hash, realName, phone],
        );
        if (row) await writeAudit(q, { userId: row.id, companyId: null, ip: client.ip }, { action: 'register', table: 'users', recordId: row.id, after: { userName, phone, realName } });
        return row;
      });
      if (!created) throw refused(messages.userNameTaken);
      return answer({ id: created.id }, messages.registerSuccess);
    },
    { skipDecode: true, signInRateLimit: true },
  );
}
