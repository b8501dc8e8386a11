// Builds the web app (apps/web/dist) only when it is missing or older than its sources, safely when several
// starts run at once (docs/decisions/0276): a lock directory serialises builders, the build goes to a temporary
// directory that replaces dist by rename, and a stamp in dist records the sources it was built from.
// CLI: `node scripts/web-build.mjs [--force]` (WEB_DIST: build there instead of apps/web/dist); `npm start` calls ensureWebBuild() before the server starts.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps', 'web');
// WEB_DIST (as the server reads it) moves the build elsewhere; lock and temporary directories sit beside it.
export const webDist = process.env.WEB_DIST ? path.resolve(root, process.env.WEB_DIST) : path.join(web, 'dist');
const beside = path.dirname(webDist);
const stampName = '.build-stamp';
const lockDir = path.join(beside, '.build-lock');
const LOCK_WAIT_MS = 15 * 60_000;

/** What the bundle is built from: the web app and the workspace packages it compiles from source. */
function inputs() {
  const list = [path.join(root, 'package-lock.json'), ...['index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'].map((f) => path.join(web, f))];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else list.push(p);
    }
  };
  walk(path.join(web, 'src'));
  walk(path.join(web, 'public'));
  for (const pkg of readdirSync(path.join(root, 'packages'))) {
    list.push(path.join(root, 'packages', pkg, 'package.json'));
    walk(path.join(root, 'packages', pkg, 'src'));
  }
  return list.sort();
}

/** Fingerprint of the sources: path, size and modification time of every input file. */
export function sourceStamp() {
  const h = createHash('sha256');
  for (const file of inputs()) {
    try {
      const s = statSync(file);
      h.update(`${path.relative(root, file)}\0${s.size}\0${s.mtimeMs}\n`);
    } catch {
      // vanished while listing
    }
  }
  return h.digest('hex');
}

export function isFresh(stamp = sourceStamp()) {
  try {
    return existsSync(path.join(webDist, 'index.html')) && readFileSync(path.join(webDist, stampName), 'utf8').trim() === stamp;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

/** mkdir is atomic: whoever creates the lock directory builds; a lock of a dead process is taken over. */
async function withLock(work) {
  const until = Date.now() + LOCK_WAIT_MS;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      let owner = NaN;
      try {
        owner = Number(readFileSync(path.join(lockDir, 'pid'), 'utf8'));
      } catch {
        // being written, or left empty by a crash
      }
      const age = (() => {
        try {
          return Date.now() - statSync(lockDir).mtimeMs;
        } catch {
          return 0;
        }
      })();
      if ((Number.isInteger(owner) && owner > 0 && !alive(owner)) || (!Number.isInteger(owner) && age > 10_000)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > until) throw new Error(`web build lock ${lockDir} held by pid ${owner} for too long`);
      if (!told) process.stdout.write(`waiting for the web build of process ${owner}\n`);
      told = true;
      await sleep(500);
    }
  }
  const release = () => rmSync(lockDir, { recursive: true, force: true });
  process.once('exit', release);
  try {
    return await work();
  } finally {
    release();
    process.removeListener('exit', release);
  }
}

async function build(stamp) {
  const tmp = path.join(beside, `.dist-build-${process.pid}`);
  const old = path.join(beside, `.dist-old-${process.pid}`);
  rmSync(tmp, { recursive: true, force: true });
  // WEB_BUILDER: a script taking vite's arguments instead of vite (the build-lock test's stub, docs/decisions/0440).
  const vite = process.env.WEB_BUILDER ? path.resolve(root, process.env.WEB_BUILDER) : path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // The product is built as users get it, whatever NODE_ENV the caller has (jest sets `test`).
  const child = spawn(process.execPath, [vite, 'build', web, '--outDir', tmp, '--emptyOutDir'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  // Interrupted (the launcher exits on a signal): no vite left running, no half-built directory left behind.
  const abandon = () => {
    child.kill('SIGKILL');
    rmSync(tmp, { recursive: true, force: true });
  };
  process.once('exit', abandon);
  const status = await new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  process.removeListener('exit', abandon);
  if (status !== 0) {
    rmSync(tmp, { recursive: true, force: true });
    throw new Error(`web build failed (vite exit ${status})`);
  }
  writeFileSync(path.join(tmp, stampName), `${stamp}\n`);
  if (existsSync(webDist)) renameSync(webDist, old);
  renameSync(tmp, webDist);
  rmSync(old, { recursive: true, force: true });
}

/** Builds apps/web/dist unless it is fresh; returns whether it built. */
export async function ensureWebBuild({ force = false } = {}) {
  if (!force && isFresh()) return false;
  return withLock(async () => {
    // Sources are fingerprinted under the lock: another process may just have built them.
    const stamp = sourceStamp();
    if (!force && isFresh(stamp)) return false;
    process.stdout.write('building the web app (apps/web/dist is missing or older than its sources)\n');
    await build(stamp);
    return true;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureWebBuild({ force: process.argv.includes('--force') }).catch((e) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
