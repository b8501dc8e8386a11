/**
 * Issue 3 §4 uploads: no path from a client reaches the disk (file_name and the part's own file name are display
 * names only), files land in UPLOAD_DIR under generated names, and are served with Content-Disposition,
 * X-Content-Type-Options: nosniff and a header-safe file name.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { useTestServer } from '../../testing';
import { get } from '../http-client';
import { expect4xxChinese, png, uploadFile } from './security-helpers';

const s = useTestServer({ template: 'core', signIn: ['enterprise_demo'] });
let scratch: string;
let before: Set<string>;
beforeAll(async () => {
  scratch = path.dirname(s.config.uploadDir);
  before = new Set(walk(scratch));
});

/** Every file path under `dir` (relative). */
function walk(dir: string, rel = ''): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const r = path.join(rel, name);
    if (statSync(full).isDirectory()) out.push(...walk(full, r));
    else out.push(r);
  }
  return out;
}

const GENERATED = /^\/prod-api\/api\/Upload\/file\/([0-9a-f]{32}\.png)$/;

const hostile = [
  '../../etc/passwd',
  '../../../../../../tmp/worksite-pwned.png',
  '..\\..\\windows\\system32\\x.png',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  'a\u0000b.png',
  '%2e%2e%2f%2e%2e%2fx.png',
  '....//....//x.png',
  'x.png\r\nSet-Cookie: pwned=1',
  'x"; filename="evil.html',
  '.htaccess',
  '名字 with spaces and 中文.png',
];

describe('uploads: names from the client never reach the disk', () => {
  test.each(hostile.map((n) => [JSON.stringify(n), n] as const))('file_name %s → stored under a generated name in UPLOAD_DIR only', async (_label, name) => {
    for (const [field, part] of [[name, 'plain.png'], ['plain.png', name]] as const) {
      const r = await uploadFile(s.baseUrl, s.token('enterprise_demo'), png(), field, {}, part);
      // Either stored safely (status 0 with a generated address) or refused in Chinese; never an error page.
      if (r.body?.status !== 0) {
        expect4xxChinese(r, `upload ${JSON.stringify(field)} / part ${JSON.stringify(part)}`);
        continue;
      }
      const m = GENERATED.exec(r.body.data);
      expect(m).not.toBeNull();
      expect(existsSync(path.join(s.config.uploadDir, m![1]))).toBe(true);
      const row = await s.db.one<{ original_name: string }>('SELECT original_name FROM uploads WHERE generated_name = $1', [m![1]]);
      expect(row!.original_name).not.toMatch(/[/\\\u0000\r\n"]/);
      const file = await fetch(`${s.baseUrl}${r.body.data}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-type')).toBe('image/png');
      const cd = file.headers.get('content-disposition') ?? '';
      expect(cd).toMatch(/^(inline|attachment); filename="[^"\\\r\n]*"; filename\*=UTF-8''[A-Za-z0-9%._~!'()*-]*$/);
      expect(file.headers.get('set-cookie')).toBeNull();
      await file.arrayBuffer();
    }
    // Nothing appeared outside UPLOAD_DIR, and everything inside it has a generated name.
    const rel = path.relative(scratch, s.config.uploadDir);
    const outside = walk(scratch).filter((f) => !before.has(f) && !f.startsWith(`${rel}${path.sep}`));
    expect(outside).toEqual([]);
    expect(walk(s.config.uploadDir).every((f) => /^[0-9a-f]{32}\.[a-z]{3,4}$/.test(f))).toBe(true);
    expect(existsSync('/tmp/worksite-pwned.png')).toBe(false);
  });

  test('the download route refuses traversal and unknown names with a Chinese 404', async () => {
    for (const p of ['..%2f..%2fetc%2fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '..%5c..%5cwin.ini', 'x.png%00.png', `${'a'.repeat(32)}.png`, '.htaccess']) {
      const r = await get(`${s.baseUrl}/prod-api/api/Upload/file/${p}`);
      expect(r.status).toBe(404);
      expect(JSON.stringify(r.body)).toMatch(/[\u4e00-\u9fff]/);
      expect(JSON.stringify(r.body)).not.toContain('root:');
    }
  });

  test('JSON API answers also carry nosniff', async () => {
    const r = await get(`${s.api}/api/ERPUser/GetUserInfo`, { token: s.token('enterprise_demo') }, s.bearer('enterprise_demo'));
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    const refused = await get(`${s.api}/api/ERPUser/GetUserInfo`);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('a text file uploaded to the file list is served as an attachment, not inline', async () => {
    const r = await uploadFile(s.baseUrl, s.token('enterprise_demo'), Buffer.from('<script>alert(1)</script> just text'), 'notes.txt', { upload_type: 'file_list' });
    if (r.body?.status !== 0) return expect4xxChinese(r, 'text upload');
    const file = await fetch(`${s.baseUrl}${r.body.data}`);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-type')).toMatch(/^text\/plain/);
    await file.arrayBuffer();
  });
});
