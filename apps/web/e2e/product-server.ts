import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Where the running product is, shared from global-setup with the test files. */
export interface ProductServer {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly pgPort: number;
  /** Process group of `npm start`, when this run started it. */
  readonly pid?: number;
}

export const repoRoot = path.resolve(__dirname, '..', '..', '..');
const stateFile = path.join(os.tmpdir(), 'worksite-web-e2e-server.json');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, timeoutMs: number, exited: () => string | undefined): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const failure = exited();
    if (failure !== undefined) throw new Error(`npm start exited before /health answered:\n${failure}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${baseUrl}/health did not answer within ${timeoutMs} ms`);
}

/** Spawns `npm start` (web build + server) with its own PORT, DATA_DIR and embedded PostgreSQL port. */
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
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn' },
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
  try {
    await waitForHealth(baseUrl, 240_000, () => (exitCode !== undefined ? log : undefined));
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
  const server: ProductServer = { baseUrl, dataDir, pgPort, pid: child.pid };
  writeFileSync(stateFile, JSON.stringify(server));
  return server;
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
  return JSON.parse(readFileSync(stateFile, 'utf8')) as ProductServer;
}

/** Stops the product this run started (SIGTERM to its process group, then SIGKILL) and removes its data. */
export async function stopProduct(): Promise<void> {
  if (process.env.E2E_BASE_URL || !existsSync(stateFile)) return;
  const server = JSON.parse(readFileSync(stateFile, 'utf8')) as ProductServer;
  rmSync(stateFile, { force: true });
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
  const until = Date.now() + 20_000;
  while (alive() && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  if (alive()) process.kill(-server.pid, 'SIGKILL');
  if (!process.env.E2E_KEEP_DATA) rmSync(server.dataDir, { recursive: true, force: true });
}
