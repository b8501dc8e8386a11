import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './product-process';

/**
 * Issue 12 (2): two starts from one checkout raced in the web build (ENOTEMPTY in apps/web/dist). Two builders
 * started together on a stale build: one builds, the other waits for it and then finds the build fresh.
 */
// Built into a scratch WEB_DIST, so the e2e product (serving apps/web/dist) may run alongside; by a stub builder
// (WEB_BUILDER): the lock and the stamp are under test here, vite's output is the e2e run's (docs/decisions/0440).
const stubBuilder = path.join(__dirname, 'stub-web-builder.mjs');
const scratch = mkdtempSync(path.join(tmpdir(), 'worksite-web-build-'));
const dist = path.join(scratch, 'dist');
const stamp = path.join(dist, '.build-stamp');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function builder(): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'web-build.mjs')], { cwd: repoRoot, env: { ...process.env, NODE_OPTIONS: '', WEB_DIST: dist, WEB_BUILDER: stubBuilder } });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

test('two starts on a stale web build: one builds, the other waits and reuses it', async () => {
  // Stale: no stamp (as after a checkout of other sources).
  rmSync(stamp, { force: true });
  const [a, b] = await Promise.all([builder(), builder()]);
  expect([a.code, b.code]).toEqual([0, 0]);
  const built = [a, b].filter((r) => r.out.includes('building the web app'));
  const waited = [a, b].filter((r) => r.out.includes('waiting for the web build of process'));
  expect(built).toHaveLength(1);
  expect(waited).toHaveLength(1);
  expect(waited[0]?.out).not.toContain('building the web app');
  expect(existsSync(path.join(dist, 'index.html'))).toBe(true);
  expect(readFileSync(stamp, 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
  // Nothing left behind: no lock, no temporary or old build directories.
  expect(readdirSync(scratch).filter((n) => n.startsWith('.build-lock') || n.startsWith('.dist-'))).toEqual([]);

  // Fresh now: a third start does not build.
  const c = await builder();
  expect(c).toEqual({ code: 0, out: '' });
}, 60_000);
