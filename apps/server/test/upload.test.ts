import { readdirSync } from 'node:fs';
import { useTestServer } from '../testing';
import { png } from './png-fixture';

const s = useTestServer({ signIn: ['enterprise_demo'] });

async function upload(file: Buffer, fileName: string, fields: Record<string, string> = {}, url = `${s.baseUrl}/prod-api/api/Upload/UploadImageRedis`) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ token: s.token('enterprise_demo'), fromplat: 'pc', wid: '11', upload_type: 'userinfo', file_name: fileName, ...fields })) form.append(k, v);
  form.append('file', new Blob([file], { type: 'image/png' }), fileName);
  const res = await fetch(url, { method: 'POST', body: form, headers: s.bearer('enterprise_demo') });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('image upload', () => {
  test('a real PNG is stored under a generated name and served with nosniff', async () => {
    const r = await upload(png(), 'avatar.png');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 0, detail: '文件上传成功' });
    expect(r.body.data).toMatch(/^\/prod-api\/api\/Upload\/file\/[0-9a-f]{32}\.png$/);
    const file = await fetch(`${s.baseUrl}${r.body.data}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toContain('avatar.png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png())).toBe(true);
  });

  test('the same call works under /prod-apiplus', async () => {
    const r = await upload(png(), 'b.png', {}, `${s.api}/api/Upload/UploadImageRedis`);
    expect(r.body.status).toBe(0);
  });

  test('a disguised executable named x.png is refused by content', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    const before = await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    const r = await upload(exe, 'x.png');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: 1, detail: '文件类型不合法，请上传 png/jpg/jpeg 格式文件' });
    const after = await s.db.one<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    expect(after?.n).toBe(before?.n);
  });

  test('a path-traversal file_name never reaches the disk path', async () => {
    const r = await upload(png(), '../../../../etc/passwd.png');
    expect(r.body.status).toBe(0);
    const row = await s.db.one<{ generated_name: string; original_name: string }>('SELECT generated_name, original_name FROM uploads ORDER BY id DESC LIMIT 1');
    expect(row?.original_name).toBe('passwd.png');
    expect(row?.generated_name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(readdirSync(s.config.uploadDir).every((f) => /^[0-9a-f]{32}\.\w+$/.test(f))).toBe(true);
  });

  test('an image over 1 MB is refused with the SPEC message', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(1024 * 1024 + 10)]);
    const r = await upload(big, 'big.png');
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ status: 1 });
    expect(r.body.detail).toMatch(/^上传文件大小不能超过 1 ?MB$/);
  });

  test('no token → 401; an unknown file → 404', async () => {
    const form = new FormData();
    form.append('file', new Blob([png()]), 'a.png');
    const res = await fetch(`${s.baseUrl}/prod-api/api/Upload/UploadImageRedis`, { method: 'POST', body: form });
    expect(res.status).toBe(401);
    const missing = await fetch(`${s.baseUrl}/prod-api/api/Upload/file/${'a'.repeat(32)}.png`);
    expect(missing.status).toBe(404);
    const traversal = await fetch(`${s.baseUrl}/prod-api/api/Upload/file/..%2F..%2Fetc%2Fpasswd`);
    expect(traversal.status).toBe(404);
  });
});
