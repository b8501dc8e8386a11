/**
 * Issue 12 (7): hostile input answers 4xx in the product's envelope, with a Chinese message and no stack, on
 * every POST call of the contract catalogue (malformed multipart, bad JSON, too large, wrong type); an
 * anonymous upload is refused before its body is read.
 */
import http from 'node:http';
import type { Endpoint } from '@worksite/contract';
import { useTestServer } from '../../testing';
import { CHINESE, concretePath, messageOf, mountedEndpoints } from '../security/security-helpers';
import { send, STACK, type RawReply } from './raw-http';

const s = useTestServer({ signIn: ['sysadmin'] });
let posts: Endpoint[];
let token: string;
beforeAll(async () => {
  posts = (await mountedEndpoints(s.app, s.baseUrl)).filter((e) => e.method === 'POST');
  token = s.token('sysadmin');
});

const MALFORMED_MULTIPART = { headers: { 'content-type': 'multipart/form-data; boundary=zzz' }, body: '--zzz\r\ngarbage' };

/** `expected` HTTP status, a JSON envelope with a Chinese message, no stack: else a line saying what came. */
function check(r: RawReply, expected: number, what: string): string[] {
  const message = r.body ? messageOf({ status: r.status, body: r.body, headers: new Headers() }) : '';
  const ok = r.status === expected && r.body !== undefined && CHINESE.test(message) && !STACK.test(r.text) && r.headers['content-type']?.startsWith('application/json');
  return ok ? [] : [`${what}: expected ${expected} with a Chinese JSON message and no stack, got ${r.status} ${r.text.slice(0, 160)}`];
}

const isUpload = (e: Endpoint) => e.encoding === 'multipart';

describe('malformed bodies on every POST call of the catalogue', () => {
  test('malformed multipart → 4xx, never 500 or a stack: without a token, and signed in', async () => {
    const failures: string[] = [];
    for (const e of posts) {
      const url = `${s.baseUrl}${concretePath(e)}`;
      // No token: the upload refuses the anonymous caller (401) before reading; other calls take no multipart (415).
      failures.push(...check(await send(url, MALFORMED_MULTIPART), isUpload(e) ? 401 : 415, `${e.name} without token`));
      // Signed in: the upload reads the body and finds it malformed (400); others still refuse the type (415).
      const signedIn = { ...MALFORMED_MULTIPART, headers: { ...MALFORMED_MULTIPART.headers, authorization: `Bearer ${token}`, token } };
      failures.push(...check(await send(url, signedIn), isUpload(e) ? 400 : 415, `${e.name} signed in`));
    }
    // eslint-disable-next-line no-console
    console.log(`hostile bodies: malformed multipart sent to ${posts.length} POST calls (${posts.filter(isUpload).length} upload)`);
    expect(posts.filter(isUpload).map((e) => e.name)).toEqual(['uploadImage']);
    expect(failures).toEqual([]);
  });

  test('bad JSON → 400, a body over BODY_LIMIT → 413, an unknown type → 415, on every non-upload POST call', async () => {
    const failures: string[] = [];
    // Over the route's limit: BODY_LIMIT (2 MB), the telemetry ingest's own is 8 MB.
    const tooLarge = (e: Endpoint) => 'a='.concat('x'.repeat(e.name === 'telemetryIngest' ? 9 * 1024 * 1024 : s.config.bodyLimit + 10));
    for (const e of posts.filter((x) => !isUpload(x))) {
      const url = `${s.baseUrl}${concretePath(e)}`;
      failures.push(...check(await send(url, { body: '{"userName": ', headers: { 'content-type': 'application/json' } }), 400, `${e.name} bad JSON`));
      failures.push(...check(await send(url, { body: '{"__proto__": {"x": 1}}', headers: { 'content-type': 'application/json' } }), 400, `${e.name} __proto__ JSON`));
      failures.push(...check(await send(url, { body: tooLarge(e), headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 413, `${e.name} too large`));
      failures.push(...check(await send(url, { body: '<a/>', headers: { 'content-type': 'application/xml' } }), 415, `${e.name} XML`));
    }
    expect(failures).toEqual([]);
  });

  test('a malformed url-encoded body is read leniently: the call answers as for missing fields, never 500', async () => {
    const r = await send(`${s.api}/web/login`, { body: 'userName=%E0%A4%A&password=%%%&&=', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 0, detail: '用户名或密码错误' });
  });

  test('a URL that does not decode → 400 in the Chinese envelope, without echoing the path', async () => {
    const r = await send(`${s.api}/api/ERPUser/%E0%A4%A?token=secret-in-url`);
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: 400, status: 0, msg: '请求参数不正确', detail: '请求参数不正确', message: '请求参数不正确', error_description: '请求参数不正确' });
    expect(r.headers['cache-control']).toBe('no-store');
  });

  test('the exact messages: 不支持的请求内容类型 (415), 请求内容不是有效的JSON (400), 请求内容过大 (413)', async () => {
    const url = `${s.api}/web/login`;
    expect((await send(url, MALFORMED_MULTIPART)).body).toMatchObject({ status: 0, code: 415, detail: '不支持的请求内容类型' });
    expect((await send(url, { body: '{', headers: { 'content-type': 'application/json' } })).body).toMatchObject({ status: 0, code: 400, detail: '请求内容不是有效的JSON' });
    const big = await send(url, { body: 'x'.repeat(s.config.bodyLimit + 1), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(big.body).toMatchObject({ status: 0, code: 413, detail: '请求内容过大' });
  });
});

/**
 * Sends the headers of a `declared`-byte upload and only its first 64 kB, then waits for the answer: a server
 * that answers has decided without reading (let alone buffering) the rest.
 */
function partialUpload(url: string, headers: Record<string, string>, declared: number, bodyToken?: string): Promise<{ status: number; text: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const boundary = 'hardeningboundary';
    const tokenPart = bodyToken ? `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${bodyToken}\r\n` : '';
    const head = Buffer.from(`${tokenPart}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(declared), ...headers },
    });
    const first = Buffer.concat([head, Buffer.alloc(64 * 1024 - head.length, 0x41)]);
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error('no answer before the body was complete: the server waited for the upload'));
    }, 10_000);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, text, sent: first.length });
      });
    });
    req.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    req.write(first);
  });
}

describe('uploads are authorised before their body is read', () => {
  const nineMb = 9 * 1024 * 1024;

  test('an anonymous 9 MB upload gets 401 after 64 kB of it, under both prefixes', async () => {
    for (const base of ['/prod-api', '/prod-apiplus']) {
      const r = await partialUpload(`${s.baseUrl}${base}/api/Upload/UploadImageRedis`, {}, nineMb);
      expect(r.status).toBe(401);
      expect(JSON.parse(r.text)).toMatchObject({ code: 401, detail: '当前登录状态过期，请重新登录' });
    }
  });

  test('a forged token, or a token only inside the body, gets 401 the same way', async () => {
    const forged = await partialUpload(`${s.baseUrl}/prod-api/api/Upload/UploadImageRedis`, { authorization: `Bearer ${'f'.repeat(64)}` }, nineMb);
    expect(forged.status).toBe(401);
    // The token travels in the headers (SPEC §7); a body-only token would need the body read first.
    const bodyOnly = await partialUpload(`${s.baseUrl}/prod-api/api/Upload/UploadImageRedis?fromplat=pc`, {}, nineMb, token);
    expect(bodyOnly.status).toBe(401);
  });

  test('a 9 MB multipart body sent to a non-upload call gets 415 without being read', async () => {
    const r = await partialUpload(`${s.api}/web/login`, {}, nineMb);
    expect(r.status).toBe(415);
    expect(JSON.parse(r.text)).toMatchObject({ code: 415, detail: '不支持的请求内容类型' });
  });

  test('a signed-in upload with the token in the headers still works', async () => {
    const { png } = await import('../png-fixture');
    const form = new FormData();
    for (const [k, v] of Object.entries({ token, fromplat: 'pc', wid: '11', upload_type: 'userinfo', file_name: 'a.png' })) form.append(k, v);
    form.append('file', new Blob([png()], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${s.baseUrl}/prod-api/api/Upload/UploadImageRedis`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, token } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 0, detail: '文件上传成功' });
  });
});
