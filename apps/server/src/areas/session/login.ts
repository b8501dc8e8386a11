import type { FastifyInstance } from 'fastify';
import { loadGrants, Grants } from '../../auth/grants';
import { blockedMinutes, recordAttempt } from '../../auth/login-throttle';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../auth/password-hash';
import { createSession } from '../../auth/session-store';
import { answer } from '../../http/answer';
import { invalid, refused } from '../../http/api-error';
import { mountPublicEndpoint, type PublicContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { sessionEndpoints } from './session-endpoints';
import { buildProfile, loadMemberships } from './user-profile';

interface UserRow {
  id: number;
  user_name: string;
  real_name: string;
  password_hash: string;
  user_auth_type: 0 | 1 | 2;
  is_system_admin: boolean;
  org_data_authority_type: number;
  auth_area_code: string;
  auth_project_id: number | null;
  default_company_id: number | null;
  status: number;
  audit_status: number;
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
}

/**
 * Signs a user in: throttled per address and per (user name, address) (docs/decisions/0280), scrypt check, session in the default company (or the
 * company the alternate variant names, when the user belongs to it), then the SPEC §7 login answer.
 */
async function signIn(ctx: PublicContext) {
  const p = ctx.params;
  const userName = text(p.userName ?? p.UserName ?? p.username).trim();
  const password = text(p.password ?? p.Password);
  if (!userName || !password) throw invalid(messages.loginMissing);
  if (userName.length > 50 || password.length > 128) throw invalid(messages.loginFailed);
  const { db, client } = ctx;
  const wait = await blockedMinutes(db, userName, client.ip);
  if (wait > 0) throw refused(messages.loginLocked(wait));

  const user = await db.one<UserRow>(
    `SELECT id, user_name, real_name, password_hash, user_auth_type, is_system_admin, org_data_authority_type,
            auth_area_code, auth_project_id, default_company_id, status, audit_status
       FROM users WHERE lower(user_name) = lower($1) AND if_del = 0`,
    [userName],
  );
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash()));
  if (!user || !ok) {
    await recordAttempt(db, userName, client.ip, false);
    throw refused(messages.loginFailed);
  }
  if (user.status !== 1) throw refused(messages.accountDisabled);
  if (user.audit_status !== 2) throw refused(messages.accountUnaudited);

  const memberships = await loadMemberships(db, user.id);
  const wanted = Number(text(p.companyId)) || undefined;
  const company =
    memberships.find((m) => m.companyId === wanted) ??
    memberships.find((m) => m.companyId === user.default_company_id) ??
    memberships[0];
  if (!company && !user.is_system_admin) throw refused(messages.noCompany);
  const companyId = company?.companyId ?? null;

  await recordAttempt(db, userName, client.ip, true);
  // A hash of an older cost is replaced now that the password is known (docs/decisions/0287); only if unchanged meanwhile.
  if (needsRehash(user.password_hash)) {
    await db.exec('UPDATE users SET password_hash = $1 WHERE id = $2 AND password_hash = $3', [await hashPassword(password), user.id, user.password_hash]);
  }
  const token = await createSession(db, {
    userId: user.id,
    companyId,
    projectId: user.auth_project_id,
    ttlMs: ctx.services.config.sessionTtlMs,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  const grants = user.is_system_admin ? Grants.everything() : await loadGrants(db, user.id, companyId, user.default_company_id);
  const { tree: _tree, ...profile } = await buildProfile(
    db,
    {
      id: user.id,
      userName: user.user_name,
      realName: user.real_name,
      userAuthType: user.user_auth_type,
      isSystemAdmin: user.is_system_admin,
      orgDataAuthorityType: user.org_data_authority_type,
      authAreaCode: user.auth_area_code,
      authProjectId: user.auth_project_id,
    },
    companyId,
    grants,
  );
  const expiresIn = Math.floor(ctx.services.config.sessionTtlMs / 1000);
  const body = { ...profile, access_token: token, accessToken: token, token_type: 'bearer', expires_in: expiresIn };
  // SPEC §7 names the login fields without saying where they sit: they are in `data` (like every
  // other answer) and also at the top level, so a client reading `UserID` or `access_token` off the
  // answer itself works too (docs/decisions/0045-envelopes-and-decoding.md).
  return answer(body, messages.loginSuccess, body);
}

/** POST /web/login and the alternate variant (grant_type, loginType, companyId, ...). */
export function mountLogin(app: FastifyInstance): void {
  mountPublicEndpoint(app, sessionEndpoints.login, signIn, { skipDecode: true, signInRateLimit: true });
  mountPublicEndpoint(app, sessionEndpoints.loginAlt, signIn, { skipDecode: true, signInRateLimit: true });
}
