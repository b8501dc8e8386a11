import { MIN_PASSWORD_LENGTH, passwordLength } from '@worksite/validators';
import { hashPassword } from '../auth/password-hash';
import type { Db } from '../db/database';

/** The first system administrator of a database started without demo data (ADMIN_USER / ADMIN_PASSWORD). */
export interface FirstAdministrator {
  readonly userName: string;
  readonly password?: string;
}

/** What the start did about the first administrator. */
export type FirstAdministratorOutcome =
  | { readonly kind: 'present' }
  | { readonly kind: 'created'; readonly userName: string }
  /** No administrator and no ADMIN_PASSWORD: the server starts, and says how to create one. */
  | { readonly kind: 'missing'; readonly advice: string };

/**
 * A database without a system administrator (a disabled one counts: it was disabled on purpose) gets one
 * (docs/decisions/0411): `ADMIN_USER` (default `admin`) with `ADMIN_PASSWORD`. Without the password nothing is
 * created and the answer says what to set — a deployment started with `SEED_DEMO=0` would otherwise have
 * menus but nobody who could sign in to use them. A bad ADMIN_PASSWORD or an ADMIN_USER that names an
 * ordinary account refuses the start (the operator asked for something that cannot be done).
 */
export async function ensureFirstAdministrator(db: Db, admin: FirstAdministrator): Promise<FirstAdministratorOutcome> {
  return db.tx(async (q) => {
    await q.exec('SELECT pg_advisory_xact_lock(7243003)');
    if (await q.one('SELECT 1 FROM users WHERE is_system_admin AND if_del = 0 LIMIT 1')) return { kind: 'present' };
    const { userName, password } = admin;
    if (!password) {
      return {
        kind: 'missing',
        advice: [
          'This database has no system administrator (it was started without demo data, SEED_DEMO=0), so nobody can sign in.',
          `Start once with ADMIN_PASSWORD set (at least ${MIN_PASSWORD_LENGTH} characters; ADMIN_USER names the account, default "admin"),`,
          'then sign in, change the password with 修改密码 and create companies, roles and users in the back office.',
        ].join('\n'),
      };
    }
    if (passwordLength(password) < MIN_PASSWORD_LENGTH) throw new Error(`ADMIN_PASSWORD must have at least ${MIN_PASSWORD_LENGTH} characters.`);
    if (await q.one('SELECT 1 FROM users WHERE lower(user_name) = lower($1)', [userName])) {
      throw new Error(`ADMIN_USER "${userName}" names an existing account that is not a system administrator; choose another name.`);
    }
    await q.exec(
      `INSERT INTO users (user_name, password_hash, real_name, user_auth_type, is_system_admin, status, audit_status)
       VALUES ($1, $2, '系统管理员', 0, true, 1, 2)`,
      [userName, await hashPassword(password)],
    );
    return { kind: 'created', userName };
  });
}
