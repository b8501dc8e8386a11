import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../../server/testing/free-port';

/** Where the running product is, shared from global-setup with the test files. */
export interface ProductServer {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly pgPort: number;
  /** Process group of `npm start`, when this run started it. */
  readonly pid?: number;
}

export const repoRoot = path.resolve(__dirname, '..', '..', '..');
/**
 * Where startProduct records the product it started, for the test files (jest runs them after global-setup,
 * in its process or in workers it starts later, which inherit the environment) and for stopProduct. Not a
 * file in the shared temporary directory: two runs on one machine would read each other's.
 */
const PRODUCT_ENV = 'E2E_PRODUCT';

/** How long `npm start` may take to answer GET /health (a web build on a loaded 2-core machine included). */
const START_TIMEOUT_MS = 240_000;
/** Between two GET /health attempts. */
const HEALTH_POLL_MS = 100;
/** Lines of the server's output shown when it does not come up. */
const LOG_TAIL_LINES = 40;

function tail(log: string): string {
  return log.trimEnd().split('\n').slice(-LOG_TAIL_LINES).join('\n');
}

/**
 * Polls GET /health until it answers 200. Fails at once when `npm start` exits, and after `timeoutMs`, both
 * with the tail of the server's output.
 */
async function waitForHealth(baseUrl: string, timeoutMs: number, log: () => string, exitCode: () => number | null | undefined): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < until) {
    const code = exitCode();
    if (code !== undefined) throw new Error(`npm start exited (code ${code}) before ${baseUrl}/health answered; last output:\n${tail(log())}`);
    try {
      const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return;
      last = `HTTP ${res.status} ${await res.text()}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e); // not listening yet
    }
    await delay(HEALTH_POLL_MS);
  }
  throw new Error(`${baseUrl}/health did not answer 200 within ${timeoutMs} ms (last: ${last}); last output of npm start:\n${tail(log())}`);
}

/**
 * Spawns `npm start` with its own PORT, DATA_DIR and embedded PostgreSQL port and waits for GET /health.
 * The web build is `npm start`'s business: nothing here removes apps/web/dist or forces a rebuild.
 */
export async function startProduct(): Promise<ProductServer> {
  const port = await freePort();
  const pgPort = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'worksite-web-e2e-'));
  // The embedded PostgreSQL runs as its own user (when started as root): it must reach the directory.
  chmodSync(dataDir, 0o755);
  const logFile = path.join(dataDir, 'server.log');
  let log = '';
  let exitCode: number | null | undefined;
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    // jest sets NODE_ENV=test, which would make `vite build` emit a development bundle: the product is built as users get it.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn',
      // A throwaway product (docs/decisions/0440): no disk flushes, no simulator (live tests send their own readings).
      EMBEDDED_PG_DURABLE: 'off', SIMULATOR: 'off' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    writeFileSync(logFile, log);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code) => {
    exitCode = code;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  try {
    await waitForHealth(baseUrl, START_TIMEOUT_MS, () => log, () => exitCode);
  } catch (e) {
    // Leave nothing behind: the process group (npm, tsx, the server) and its data directory.
    try {
      if (exitCode === undefined && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  process.stdout.write(`e2e: product up at ${baseUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  await oneSimulatorRound({ baseUrl, dataDir, pgPort, port });
  const server: ProductServer = { baseUrl, dataDir, pgPort, pid: child.pid };
  process.env[PRODUCT_ENV] = JSON.stringify(server);
  return server;
}

/**
 * The product runs without its simulator (docs/decisions/0440): one round of the simulator's readings, sent once
 * here, gives the live panels a current value; tests of live behaviour send their own readings.
 */
async function oneSimulatorRound(p: { baseUrl: string; dataDir: string; pgPort: number; port: number }): Promise<void> {
  const main = path.join(repoRoot, 'apps', 'server', 'src', 'simulator', 'main.ts');
  const env = {
    ...process.env,
    NODE_OPTIONS: '',
    SIM_ROUNDS: '1',
    SERVER_URL: p.baseUrl,
    DATA_DIR: p.dataDir,
    EMBEDDED_PG_PORT: String(p.pgPort),
    PORT: String(p.port),
    TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.json'),
  };
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`one simulator round failed (code ${code}):\n${tail(out)}`))));
  });
}

/** The product the tests run against: E2E_BASE_URL when set, else the one global-setup started. */
export function productServer(): ProductServer {
  if (process.env.E2E_BASE_URL) {
    return {
      baseUrl: process.env.E2E_BASE_URL.replace(/\/$/, ''),
      dataDir: process.env.E2E_DATA_DIR ?? path.join(repoRoot, 'data'),
      pgPort: Number(process.env.E2E_PG_PORT ?? 54329),
    };
  }
  const started = process.env[PRODUCT_ENV];
  if (started === undefined) throw new Error('no product: global-setup starts one, or set E2E_BASE_URL');
  return JSON.parse(started) as ProductServer;
}

/** Stops the product this run started (SIGTERM to its process group, then SIGKILL) and removes its data. */
export async function stopProduct(): Promise<void> {
  const started = process.env[PRODUCT_ENV];
  if (process.env.E2E_BASE_URL || started === undefined) return;
  delete process.env[PRODUCT_ENV];
  const server = JSON.parse(started) as ProductServer;
  if (server.pid === undefined) return;
  const alive = () => {
    try {
      process.kill(-server.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    return;
  }
  // The group is gone once the server has stopped its embedded PostgreSQL: poll that state, 20 s at most.
  const until = Date.now() + 20_000;
  while (alive() && Date.now() < until) await delay(100);
  if (alive()) process.kill(-server.pid, 'SIGKILL');
  if (!process.env.E2E_KEEP_DATA) rmSync(server.dataDir, { recursive: true, force: true });
}
