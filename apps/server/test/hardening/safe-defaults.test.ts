/**
 * Issue 12 (6): a fresh start listens on loopback only; a server told to listen beyond loopback refuses to
 * start while demo accounts still have the published password, naming them and how to change or disable them.
 */
import { startTestServer, useTestServer } from '../../testing';
import { accountsWithPassword, isLoopbackHost, refusePublishedPasswords } from '../../src/auth/published-password-guard';
import { hashPassword } from '../../src/auth/password-hash';
import { loadConfig } from '../../src/config/server-config';
import { demoPassword, demoUsers } from '../../src/seed/seed-users';

const DEMO = ['sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo'];

const s = useTestServer({ template: 'core' });

describe('listening address', () => {
  test('HOST unset → 127.0.0.1; HOST=0.0.0.0 is honoured; TRUSTED_PROXIES empty unless configured', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.5, 172.16.0.0/12' }).trustedProxies).toEqual(['10.0.0.5', '172.16.0.0/12']);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustedProxies).toEqual(['loopback']);
    expect(loadConfig({}).maxConnectionsPerIp).toBe(256);
    expect(loadConfig({}).loginRateLimit).toBe(30);
  });

  test.each([
    ['127.0.0.1', true],
    ['127.10.0.3', true],
    ['localhost', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['127.example.com', false],
  ])('isLoopbackHost(%s) = %s', (host, loopback) => expect(isLoopbackHost(host)).toBe(loopback));
});

describe('published demo passwords beyond loopback', () => {
  test('startServer with HOST=0.0.0.0 on the demo data refuses to start, naming every demo account and the fixes', async () => {
    const started = startTestServer({ template: 'core', config: { host: '0.0.0.0' } });
    await expect(started).rejects.toThrow(/^Refusing to listen on 0\.0\.0\.0: the demo account\(s\) sysadmin, enterprise_demo, project_demo, government_demo, readonly_demo still have the published password Demo@2026/);
    const message = await started.catch((e: Error) => e.message);
    expect(message).toContain('修改密码');
    expect(message).toContain("UPDATE users SET status = 0 WHERE user_name IN ('sysadmin', 'enterprise_demo', 'project_demo', 'government_demo', 'readonly_demo');");
    expect(message).toContain('SEED_DEMO=0');
  });

  test('only accounts still active with the published password are named; none left → the check passes', async () => {
    const names = demoUsers.map((u) => u.userName);
    expect(names).toEqual(DEMO);
    expect(await accountsWithPassword(s.db, names, demoPassword)).toEqual(DEMO);
    // Changed password, disabled, deleted: no longer open.
    await s.db.exec('UPDATE users SET password_hash = $1 WHERE user_name = $2', [await hashPassword('A-Real-Secret-2026'), 'sysadmin']);
    await s.db.exec(`UPDATE users SET status = 0 WHERE user_name = 'enterprise_demo'`);
    await s.db.exec(`UPDATE users SET if_del = 1 WHERE user_name = 'project_demo'`);
    await expect(refusePublishedPasswords(s.db, '0.0.0.0', names, demoPassword)).rejects.toThrow(
      'the demo account(s) government_demo, readonly_demo still have the published password',
    );
    // Loopback is always allowed.
    await expect(refusePublishedPasswords(s.db, '127.0.0.1', names, demoPassword)).resolves.toBeUndefined();
    await s.db.exec(`UPDATE users SET status = 0 WHERE user_name IN ('government_demo', 'readonly_demo')`);
    await expect(refusePublishedPasswords(s.db, '0.0.0.0', names, demoPassword)).resolves.toBeUndefined();
  });
});
