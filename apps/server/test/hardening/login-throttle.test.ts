/**
 * Issue 12 (3): sign-in throttling cannot be turned against the user. Failures block the (account, address)
 * pair with a doubling backoff, never the account for other addresses; one address gets LOGIN_RATE_LIMIT
 * sign-in/registration calls a minute; X-Forwarded-For counts only from TRUSTED_PROXIES.
 */
import { useTestServer } from '../../testing';
import { loginFrom, postFormFrom } from './raw-http';

// The real user's traffic arrives through a proxy on 127.0.0.1; every other address is a direct client.
const s = useTestServer({ template: 'core', config: { trustedProxies: ['127.0.0.1'] } });

const LOCKED_15 = '登录失败次数过多，请15分钟后再试';
const attempts = (userName: string, ip: string) =>
  s.db.many<{ success: boolean }>('SELECT success FROM login_attempts WHERE user_name = $1 AND ip = $2 ORDER BY id', [userName, ip]);

describe('failures block the (account, address) pair only', () => {
  test('an attacker on 127.0.0.2 is blocked after 5 failures while the real user on 127.0.0.1 signs in', async () => {
    for (let i = 0; i < 5; i++) {
      const r = await loginFrom('127.0.0.2', s.api, 'enterprise_demo', `guess-${i}`);
      expect(r.body).toMatchObject({ status: 0, detail: '用户名或密码错误' });
    }
    // The attacker's pair is blocked, even with the right password (not checked while blocked).
    const blocked = await loginFrom('127.0.0.2', s.api, 'enterprise_demo', 'Demo@2026');
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ status: 0, detail: LOCKED_15 });
    expect(blocked.text).not.toContain('access_token');
    // The real user, from another address, is not locked out.
    const real = await loginFrom('127.0.0.1', s.api, 'enterprise_demo', 'Demo@2026');
    expect(real.body).toMatchObject({ status: 1, detail: '登录成功' });
    expect(real.body?.data.access_token).toMatch(/^[0-9a-f]{64}$/);
    // The user's success does not lift the attacker's block.
    expect((await loginFrom('127.0.0.2', s.api, 'enterprise_demo', 'Demo@2026')).body).toMatchObject({ status: 0, detail: LOCKED_15 });
    // Another account from the attacker's address is still checked normally.
    expect((await loginFrom('127.0.0.2', s.api, 'project_demo', 'Demo@2026')).body).toMatchObject({ status: 1 });
    // Blocked attempts are not recorded (the block runs from the 5th failure, not renewed by retries).
    expect((await attempts('enterprise_demo', '127.0.0.2')).map((a) => a.success)).toEqual([false, false, false, false, false]);
  });

  test('the block doubles with each failure after it ends: 15, then 30, then 60 minutes', async () => {
    // Five failures of 127.0.0.6 for readonly_demo, 16 minutes ago: the first block (15 min) is over.
    await s.db.exec(
      `INSERT INTO login_attempts (user_name, ip, success, at) SELECT 'readonly_demo', '127.0.0.6', false, now() - interval '16 minutes' FROM generate_series(1, 5)`,
    );
    const sixth = await loginFrom('127.0.0.6', s.api, 'readonly_demo', 'wrong-6');
    expect(sixth.body).toMatchObject({ status: 0, detail: '用户名或密码错误' });
    expect((await loginFrom('127.0.0.6', s.api, 'readonly_demo', 'Demo@2026')).body).toMatchObject({ status: 0, detail: '登录失败次数过多，请30分钟后再试' });
    // The 6th failure was 31 minutes ago: the second block is over; the 7th failure blocks for an hour.
    await s.db.exec(`UPDATE login_attempts SET at = now() - interval '31 minutes' WHERE user_name = 'readonly_demo' AND ip = '127.0.0.6'`);
    expect((await loginFrom('127.0.0.6', s.api, 'readonly_demo', 'wrong-7')).body).toMatchObject({ status: 0, detail: '用户名或密码错误' });
    expect((await loginFrom('127.0.0.6', s.api, 'readonly_demo', 'Demo@2026')).body).toMatchObject({ status: 0, detail: '登录失败次数过多，请60分钟后再试' });
    // Failures older than a day are forgotten.
    await s.db.exec(`UPDATE login_attempts SET at = now() - interval '25 hours' WHERE user_name = 'readonly_demo' AND ip = '127.0.0.6'`);
    expect((await loginFrom('127.0.0.6', s.api, 'readonly_demo', 'Demo@2026')).body).toMatchObject({ status: 1 });
  });
});

describe('one address gets LOGIN_RATE_LIMIT (30) sign-in and registration calls a minute', () => {
  test('the 31st call from 127.0.0.3 answers 429 with a Chinese message; 127.0.0.1 still signs in', async () => {
    expect(s.config.loginRateLimit).toBe(30);
    const names = Array.from({ length: 30 }, (_, i) => `spray_${i}`);
    for (const [i, name] of names.entries()) {
      // Login, the alternate login (under the other prefix too) and registration share one counter per address.
      const r =
        i % 3 === 2
          ? await postFormFrom('127.0.0.3', `${s.api}/api/Employee/PCEmployeeRegister`, { userName: name })
          : i % 3 === 1
            ? await postFormFrom('127.0.0.3', `${s.baseUrl}/prod-api/web/oauth/token`, { grant_type: 'password', userName: name, password: 'whatever-1' })
            : await loginFrom('127.0.0.3', s.api, name, 'whatever-1');
      expect(r.status).not.toBe(429);
    }
    const over = await loginFrom('127.0.0.3', s.api, 'sysadmin', 'Demo@2026');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ status: 0, code: 429 });
    expect(over.body?.detail).toMatch(/^请求过于频繁，请([1-9]|[1-5][0-9]|60)秒后再试$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.text).not.toContain('access_token');
    // Sign-in from another address is unaffected.
    expect((await loginFrom('127.0.0.1', s.api, 'sysadmin', 'Demo@2026')).body).toMatchObject({ status: 1 });
  });
});

describe('X-Forwarded-For only from a trusted proxy', () => {
  test('a rotating X-Forwarded-For from an untrusted address escapes neither the pair block nor the rate limit', async () => {
    const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` });
    for (let i = 0; i < 5; i++) {
      expect((await loginFrom('127.0.0.4', s.api, 'government_demo', `guess-${i}`, forged(i))).body).toMatchObject({ detail: '用户名或密码错误' });
    }
    expect((await loginFrom('127.0.0.4', s.api, 'government_demo', 'Demo@2026', forged(9))).body).toMatchObject({ status: 0, detail: LOCKED_15 });
    // Every attempt was recorded under the socket's address, none under a forged one.
    expect(await attempts('government_demo', '127.0.0.4')).toHaveLength(5);
    expect(await s.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM login_attempts WHERE ip LIKE '198.51.100.%'`)).toEqual({ n: 0 });
    // The per-address limit counts the socket's address too: 6 calls so far, 24 more are allowed, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await loginFrom('127.0.0.4', s.api, `nobody_${i}`, 'x-1', forged(100 + i))).status);
    expect(statuses.slice(0, 24).every((st) => st === 200)).toBe(true);
    expect(statuses[24]).toBe(429);
  });

  test('through the trusted proxy (127.0.0.1) the forwarded client address is the one throttled', async () => {
    const client = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 5; i++) await loginFrom('127.0.0.1', s.api, 'project_demo', `guess-${i}`, client);
    expect(await attempts('project_demo', '203.0.113.7')).toHaveLength(5);
    expect((await loginFrom('127.0.0.1', s.api, 'project_demo', 'Demo@2026', client)).body).toMatchObject({ status: 0, detail: LOCKED_15 });
    // Another client behind the same proxy signs in.
    expect((await loginFrom('127.0.0.1', s.api, 'project_demo', 'Demo@2026', { 'x-forwarded-for': '203.0.113.8' })).body).toMatchObject({ status: 1 });
  });
});
