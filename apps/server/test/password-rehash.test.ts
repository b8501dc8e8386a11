/**
 * Password hashing cost (issue 12, docs/decisions/0287): new hashes use scrypt N = 2^17, r = 8, p = 1, stored
 * with the hash; a hash of the older cost (N = 2^14) still signs in and is replaced by a new-cost hash then.
 * The other server suites hash at N = 2^14 (fast sign-ins); this file runs with the production cost.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { hashPassword, verifyPassword } from '../src/auth/password-hash';
import { useTestServer } from '../testing';
import { postForm } from './http-client';

/** A hash as the server wrote it before this change: `scrypt$16384$8$1$salt$key`, made here with node:crypto. */
function oldCostHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

const hashOf = async (userName: string) => (await server.db.one<{ password_hash: string }>('SELECT password_hash FROM users WHERE user_name = $1', [userName]))!.password_hash;
const signIn = (userName: string, password: string) => postForm(`${server.api}/web/login`, { userName, password, fromplat: 'pc', wid: 11 });

const previousCost = process.env.SCRYPT_LOG2_N;

beforeAll(async () => {
  process.env.SCRYPT_LOG2_N = '17';
});
const server = useTestServer();

afterAll(async () => {
  if (previousCost === undefined) delete process.env.SCRYPT_LOG2_N;
  else process.env.SCRYPT_LOG2_N = previousCost;
});

describe('scrypt cost and rehash at sign-in', () => {
  it('new hashes: N = 2^17, r = 8, p = 1, a 16-byte salt of their own, a 64-byte key', async () => {
    const [a, b] = await Promise.all([hashPassword('Demo@2026'), hashPassword('Demo@2026')]);
    for (const h of [a!, b!]) {
      const [scheme, N, r, p, salt, key] = h.split('$');
      expect([scheme, N, r, p]).toEqual(['scrypt', '131072', '8', '1']);
      expect([Buffer.from(salt!, 'base64').length, Buffer.from(key!, 'base64').length]).toEqual([16, 64]);
      expect(await verifyPassword('Demo@2026', h)).toBe(true);
    }
    expect(a!.split('$')[4]).not.toBe(b!.split('$')[4]);
  });

  it('a wrong password against an old-cost hash is refused and the hash stays', async () => {
    const old = oldCostHash('Demo@2026');
    await server.db.exec('UPDATE users SET password_hash = $1 WHERE user_name = $2', [old, 'readonly_demo']);
    const r = await signIn('readonly_demo', 'Wrong@2026');
    expect(r.body).toMatchObject({ status: 0, message: '用户名或密码错误' });
    expect(await hashOf('readonly_demo')).toBe(old);
  });

  it('an old-cost hash signs in, is replaced by a new-cost hash of the same password, which signs in again', async () => {
    const old = oldCostHash('Demo@2026');
    await server.db.exec('UPDATE users SET password_hash = $1 WHERE user_name = $2', [old, 'project_demo']);
    const first = await signIn('project_demo', 'Demo@2026');
    expect(first.body).toMatchObject({ status: 1 });

    const rehashed = await hashOf('project_demo');
    expect(rehashed).not.toBe(old);
    const [scheme, N, r, p, salt, key] = rehashed.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    expect(await verifyPassword('Demo@2026', rehashed)).toBe(true);
    expect(await verifyPassword('Demo@2027', rehashed)).toBe(false);

    const second = await signIn('project_demo', 'Demo@2026');
    expect(second.body).toMatchObject({ status: 1 });
    // Already at the current cost: not hashed again.
    expect(await hashOf('project_demo')).toBe(rehashed);
  });
});
