/**
 * Issue 12 (8): security headers from @fastify/helmet on the web app and the API — a Content-Security-Policy
 * the app works under (tile host of the configuration, blob: media for hls.js), frame-ancestors 'self',
 * Referrer-Policy no-referrer — and API answers not stored by any cache.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTestServer } from '../../testing';
import { tileSource } from '../../src/http/security-headers';
import { bearer, login } from '../http-client';

// A stand-in web build: the history fallback serves its index.html for app routes.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'worksite-headers-web-'));
beforeAll(() => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-abcdefgh.js"></script></head></html>');
});
const s = useTestServer({ config: { webDist, map: { tileKey: 'abc123', xyzUrl: 'https://{a-c}.tiles.example:8443/{z}/{x}/{y}.png' } } });
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function directives(csp: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const part of (csp ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out[name] = sources;
  }
  return out;
}

describe('security headers', () => {
  test('the web app: CSP with frame-ancestors, the configured tile hosts, blob: media; no-referrer; SAMEORIGIN', async () => {
    const res = await fetch(`${s.baseUrl}/LargeScreen/EnterpriseScreen/overview`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(directives(res.headers.get('content-security-policy'))).toEqual({
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://*.tianditu.gov.cn', 'https://*.tiles.example:8443'],
      'font-src': ["'self'", 'data:'],
      // Only the server and the configured hosts: no VIDEO_SOURCES configured, no camera host (decision 0501).
      'connect-src': ["'self'", 'https://*.tianditu.gov.cn', 'https://*.tiles.example:8443'],
      'media-src': ["'self'", 'blob:'],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
    });
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // Static pages may be cached (no-cache revalidates); only API answers are no-store.
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  test('API answers — success, 401 and 404, under both prefixes — are no-store and carry the same headers', async () => {
    const token = await login(s.api, 'enterprise_demo');
    const answers = [
      await fetch(`${s.api}/api/ERPUser/GetUserInfo`, { headers: bearer(token) }),
      await fetch(`${s.api}/api/ERPUser/GetUserInfo`),
      await fetch(`${s.baseUrl}/prod-api/api/ERPUser/GetUserInfo`),
      await fetch(`${s.api}/no/such/call`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 401, 401, 404]);
    for (const r of answers) {
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
      expect(directives(r.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'self'"]);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  test('the map configuration the CSP follows is what /map/config.json serves', async () => {
    const res = await fetch(`${s.baseUrl}/map/config.json`);
    expect(await res.json()).toEqual({ tileKey: 'abc123', xyzUrl: 'https://{a-c}.tiles.example:8443/{z}/{x}/{y}.png' });
  });
});

describe('tileSource (the CSP source of an XYZ template)', () => {
  test.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.com/{z}/{x}/{y}.png', 'https://*.tile.example.com'],
    ['http://tiles{1-4}.cdn.example:8080/{z}/{x}/{-y}.png', 'http://*.cdn.example:8080'],
    ['/tiles/{z}/{x}/{y}.png', undefined],
    ['https://{s}/{z}/{x}/{y}.png', undefined],
    ["https://evil.example;script-src 'unsafe-inline'/{z}/{x}/{y}", undefined],
  ])('%s → %s', (template, expected) => expect(tileSource(template)).toBe(expected));
});
