/**
 * Issue 3 §4 "Security": opaque tokens of ≥ 128 random bits stored only as hashes, 2 h expiry, revoked by logout
 * and password change, login lock-out with a Chinese message, passwords stored as scrypt hashes only.
 */
import { createHash } from 'node:crypto';
import { useTestServer } from '../../testing';
import { bearer, get, login, postForm } from '../http-client';
import { COMPANY, companyIdByName, createUserWithoutGrants, expectUnauthorized } from './security-helpers';

const s = useTestServer({ template: 'core' });

const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');
const whoAmI = (token: string) => get(`${s.api}/api/ERPUser/GetUserInfo`, { token }, bearer(token));

/** Shannon entropy in bits per character over the concatenation. */
function bitsPerChar(texts: string[]): number {
  const all = texts.join('');
  const freq = new Map<string, number>();
  for (const c of all) freq.set(c, (freq.get(c) ?? 0) + 1);
  let h = 0;
  for (const n of freq.values()) h -= (n / all.length) * Math.log2(n / all.length);
  return h;
}

/** Every text value of every table, for "this secret is stored nowhere". */
async function databaseContains(needle: string | string[]): Promise<string[]> {
  const needles = Array.isArray(needle) ? needle : [needle];
  const tables = await s.db.many<{ t: string }>(
    `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const hits: string[] = [];
  for (const { t } of tables) {
    const row = await s.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}" x WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) k WHERE strpos(x::text, k) > 0)`, [needles]);
    if (row && row.n > 0) hits.push(t);
  }
  return hits;
}

describe('tokens and sessions', () => {
  test('issued tokens are ≥ 128-bit random, distinct, and stored only as SHA-256', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 12; i++) tokens.push(await login(s.api, i % 2 ? 'readonly_demo' : 'project_demo'));
    const refreshed = await postForm(`${s.api}/api/token/getToken`, { token: tokens[0], fromplat: 'pc', wid: 11 });
    expect(refreshed.body.code).toBe(0);
    tokens.push(refreshed.body.data);
    for (const t of tokens) {
      expect(t).toMatch(/^[0-9a-f]+$/);
      expect(t.length * 4).toBeGreaterThanOrEqual(128);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    // Hex of random bytes: close to 4 bits per character (a counter or a timestamp would be far lower).
    expect(bitsPerChar(tokens)).toBeGreaterThan(3.9);
    // No two tokens share a long common prefix (not derived from time/user).
    for (let i = 1; i < tokens.length; i++) expect(tokens[i].slice(0, 8)).not.toBe(tokens[i - 1].slice(0, 8));
    for (const t of tokens) expect(await s.db.one('SELECT 1 AS ok FROM sessions WHERE token_hash = $1', [sha256(t)])).toEqual({ ok: 1 });
    expect(await databaseContains(tokens)).toEqual([]);
  });

  test('a session lives 2 hours; once expires_at has passed the token → 401', async () => {
    const token = await login(s.api, 'project_demo');
    const row = await s.db.one<{ secs: number }>('SELECT extract(epoch FROM expires_at - created_at)::int AS secs FROM sessions WHERE token_hash = $1', [sha256(token)]);
    expect(row!.secs).toBeGreaterThanOrEqual(2 * 3600 - 5);
    expect(row!.secs).toBeLessThanOrEqual(2 * 3600 + 5);
    expect((await whoAmI(token)).status).toBe(200);
    await s.db.exec(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(token)]);
    expectUnauthorized(await whoAmI(token), 'expired token');
    // An expired token cannot be exchanged for a fresh one either.
    expectUnauthorized(await postForm(`${s.api}/api/token/getToken`, { token }), 'getToken with an expired token');
  });

  test('logout revokes the token (and getToken cannot revive it)', async () => {
    const token = await login(s.api, 'readonly_demo');
    const out = await postForm(`${s.api}/web/logout`, { token, fromplat: 'pc', wid: 11 }, bearer(token));
    expect(out.status).toBe(200);
    expect(await s.db.one('SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE token_hash = $1', [sha256(token)])).toEqual({ revoked: true });
    expectUnauthorized(await whoAmI(token), 'token after logout');
    expectUnauthorized(await postForm(`${s.api}/api/token/getToken`, { token }), 'getToken after logout');
  });

  test('password change revokes every session of the user; the new password is stored only as an scrypt hash', async () => {
    const subA = await companyIdByName(s.db, COMPANY.subA);
    await createUserWithoutGrants(s.db, 'sec_pwchange', subA);
    const a = await login(s.api, 'sec_pwchange');
    const b = await login(s.api, 'sec_pwchange');
    const newPassword = 'Zq7!unique-secret-4711';
    const r = await postForm(`${s.api}/api/Employee/PCModifyPwd`, { token: a, oldPwd: 'Demo@2026', userPwd: newPassword, fromplat: 'pc', wid: 11 }, bearer(a));
    expect(r.body).toMatchObject({ status: 1 });
    expectUnauthorized(await whoAmI(a), 'the changing session');
    expectUnauthorized(await whoAmI(b), 'another session of the same user');
    expect(await databaseContains(newPassword)).toEqual([]);
    const stored = await s.db.one<{ password_hash: string }>(`SELECT password_hash FROM users WHERE user_name = 'sec_pwchange'`);
    expect(stored!.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await login(s.api, 'sec_pwchange', newPassword);
  });

  test('a disabled account loses its live sessions at once', async () => {
    const subA = await companyIdByName(s.db, COMPANY.subA);
    const id = await createUserWithoutGrants(s.db, 'sec_disabled', subA);
    const token = await login(s.api, 'sec_disabled');
    await s.db.exec('UPDATE users SET status = 0 WHERE id = $1', [id]);
    expectUnauthorized(await whoAmI(token), 'token of a disabled user');
  });

  test('five wrong passwords lock the account with a Chinese message, even for the right password', async () => {
    const subA = await companyIdByName(s.db, COMPANY.subA);
    await createUserWithoutGrants(s.db, 'sec_lockout', subA);
    for (let i = 0; i < 5; i++) {
      const r = await postForm(`${s.api}/web/login`, { userName: 'sec_lockout', password: `wrong-${i}` });
      expect(r.body.status).toBe(0);
    }
    const locked = await postForm(`${s.api}/web/login`, { userName: 'sec_lockout', password: 'Demo@2026' });
    expect(locked.body.status).not.toBe(1);
    expect(locked.body.detail).toMatch(/[\u4e00-\u9fff]/);
    expect(locked.body.detail).toContain('登录失败次数过多');
    expect(JSON.stringify(locked.body)).not.toContain('access_token');
    // The user name's case does not bypass the lock.
    const upper = await postForm(`${s.api}/web/login`, { userName: 'SEC_LOCKOUT', password: 'Demo@2026' });
    expect(upper.body.status).not.toBe(1);
  });

  test('no plaintext password anywhere: every users row holds an scrypt hash, the demo password is stored nowhere', async () => {
    const rows = await s.db.many<{ user_name: string; password_hash: string }>('SELECT user_name, password_hash FROM users');
    expect(rows.length).toBeGreaterThan(4);
    for (const r of rows) expect(r.password_hash).toMatch(/^scrypt\$/);
    // Salted: the five demo accounts share a password but not a hash... unless seeded with one hash (then say so).
    const demo = rows.filter((r) => ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'].includes(r.user_name));
    // eslint-disable-next-line no-console
    console.log(`security sessions: ${new Set(demo.map((r) => r.password_hash)).size} distinct hashes over ${demo.length} demo accounts sharing one password`);
    expect(await databaseContains('Demo@2026')).toEqual([]);
  });

  test('register stores a hash, never the password', async () => {
    const password = 'Reg!ster-secret-9931';
    const r = await postForm(`${s.api}/api/Employee/PCEmployeeRegister`, { userName: 'sec_register1', password, phone: '13912345678', realName: '张三' });
    expect(r.body.status).toBe(1);
    expect(await databaseContains(password)).toEqual([]);
  });

  test('the token is never echoed into error answers or the audit log', async () => {
    const token = await login(s.api, 'readonly_demo');
    const r = await get(`${s.api}/api/RoutInspContent/WherePageList`, { token, strWhere: '1=1; drop' }, bearer(token));
    expect(JSON.stringify(r.body)).not.toContain(token);
    const audit = await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM audit_log x WHERE strpos(x::text, $1) > 0', [token]);
    expect(audit!.n).toBe(0);
  });
});
