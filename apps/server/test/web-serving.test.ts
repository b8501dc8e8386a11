import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestServer } from '../testing';

/** The web app at `/` with history fallback, and the map tile configuration the large screens read. */
describe('web serving', () => {
  const dist = path.join(os.tmpdir(), `worksite-web-dist-${process.pid}`);

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>智慧工地</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abcdef12.js'), 'console.log(1)');
  });
  const s = useTestServer({ config: { webDist: dist, map: { tileKey: 'demo-key' } } });

  test('a deep route built from permissions falls back to index.html (F5 works)', async () => {
    const res = await fetch(`${s.baseUrl}/deviceManage/Maintenance/template`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('智慧工地');
  });

  test('a built asset is served with a long cache and its type; traversal does not escape the build', async () => {
    const asset = await fetch(`${s.baseUrl}/assets/app-abcdef12.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const escape = await fetch(`${s.baseUrl}/..%2F..%2Fetc%2Fpasswd`);
    expect(await escape.text()).not.toContain('root:');
  });

  test('GET /map/config.json gives the configured tile key, no-cache', async () => {
    const res = await fetch(`${s.baseUrl}/map/config.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ tileKey: 'demo-key' });
  });
});
