/**
 * Issue 12 (4): no session token in the logs. The web client sends `token=` on every call (SPEC §7) plus the
 * Authorization and token headers; the server's real log output (pino JSON, captured) of a signed-in session
 * holds neither the token nor the password.
 */
import { Writable } from 'node:stream';
import { useTestServer } from '../../testing';
import { redactUrl } from '../../src/http/log-redaction';
import { bearer, get, login, postForm } from '../http-client';

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

const s = useTestServer({ template: 'core', config: { logLevel: 'info' }, logStream: capture });

describe('log lines of a signed-in session', () => {
  test('hold neither the token (query, body, headers) nor the password, yet log every call', async () => {
    const token = await login(s.api, 'enterprise_demo');
    const userInfo = `${s.api}/api/ERPUser/GetUserInfo`;
    // As the web client sends it: bearer + token headers, token in the query of reads and the body of posts.
    expect((await get(userInfo, { token, fromplat: 'pc', wid: 11 }, { ...bearer(token), token, cookie: `access_token=${token}` })).status).toBe(200);
    expect((await postForm(`${s.api}/api/token/getToken`, { token, fromplat: 'pc' }, { ...bearer(token), token })).body.code).toBe(0);
    // A refused call and an unknown route log their URL too.
    expect((await get(userInfo, { access_token: `${token}x`, Token: token })).status).toBe(401);
    expect((await get(`${s.api}/no/such/call`, { token })).status).toBe(404);
    await s.close();

    const log = lines.join('\n');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.slice(0, 24));
    expect(log).not.toContain('Demo@2026');
    // The calls were logged, with the secret values replaced.
    const urls = lines.map((l) => JSON.parse(l) as { req?: { url?: string } }).flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toContain('/prod-apiplus/api/ERPUser/GetUserInfo?token=[REDACTED]&fromplat=pc&wid=11');
    expect(urls).toContain('/prod-apiplus/api/ERPUser/GetUserInfo?access_token=[REDACTED]&Token=[REDACTED]');
    expect(urls).toContain('/prod-apiplus/no/such/call?token=[REDACTED]');
    expect(urls).toContain('/prod-apiplus/web/login');
  });
});

describe('redactUrl', () => {
  test.each([
    ['/a?token=abc&x=1', '/a?token=[REDACTED]&x=1'],
    ['/a?x=1&TOKEN=abc#frag', '/a?x=1&TOKEN=[REDACTED]#frag'],
    ['/a?password=p&accessToken=t&tk=k', '/a?password=[REDACTED]&accessToken=[REDACTED]&tk=[REDACTED]'],
    ['/a?mytoken=keep&token_type=bearer', '/a?mytoken=keep&token_type=bearer'],
    ['/a/token=not-a-query', '/a/token=not-a-query'],
  ])('%s → %s', (url, expected) => expect(redactUrl(url)).toBe(expected));
});
