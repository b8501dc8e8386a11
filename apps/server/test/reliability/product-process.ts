import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { alive as isAlive } from '../../src/db/embedded-preflight';
import path from 'node:path';

/**
 * A real product process for the reliability tests: `tsx apps/server/src/main.ts` (or `npm start`) with its own
 * environment, in a process group of its own so a test can signal it and always clean it up.
 */

export const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
const mainTs = path.join(repoRoot, 'apps', 'server', 'src', 'main.ts');

export interface ProductProcess {
  readonly child: ChildProcess;
  readonly pid: number;
  readonly baseUrl: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Exit code or signal once it exited; undefined while it runs. */
  exitStatus(): string | undefined;
  /** Resolves when it has exited. */
  readonly exited: Promise<string>;
  /** SIGKILL to its whole process group (cleanup; harmless when gone). */
  kill(): Promise<void>;
}

export interface SpawnOptions {
  readonly env: Record<string, string>;
  readonly port: number;
  /** `npm start` (launcher, web build skipped) instead of main.ts directly. */
  readonly viaNpm?: boolean;
}

/** Spawns the product; it does not wait for it to listen. */
export function spawnProduct(opts: SpawnOptions): ProductProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NODE_OPTIONS: '',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    MQTT_URL: 'off',
    SIMULATOR: 'off',
    WEB_BUILD: 'off',
    // The process is under test, not the data: the demo accounts and projects only (docs/decisions/0440).
    SEED_DEMO: 'minimal',
    WEB_DIST: path.join(repoRoot, 'apps', 'server', 'test', 'reliability', 'no-web'),
    TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.json'),
    PORT: String(opts.port),
    ...opts.env,
  };
  const child = opts.viaNpm
    ? spawn('npm', ['start', '--silent'], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(process.execPath, ['--import', 'tsx', mainTs], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let status: string | undefined;
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      status = signal ? `signal ${signal}` : `code ${code}`;
      resolve(status);
    }),
  );
  const pid = child.pid as number;
  return {
    child,
    pid,
    baseUrl: `http://127.0.0.1:${opts.port}`,
    output: () => out,
    exitStatus: () => status,
    exited,
    async kill() {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // gone
      }
      await within(exited, 5_000);
    },
  };
}

/** `promise`'s value, or 'timeout' when it takes longer than `ms` (the timer never outlives the race). */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

export interface Health {
  readonly status: number;
  readonly body: Record<string, unknown>;
  /** Milliseconds the answer took. */
  readonly ms: number;
}

/** GET /health once (undefined when nothing answers within `timeoutMs`). */
export async function health(baseUrl: string, timeoutMs = 5_000): Promise<Health | undefined> {
  const t0 = Date.now();
  try {
    const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, ms: Date.now() - t0 };
  } catch {
    return undefined;
  }
}

/** Polls /health until `ok(h)` holds; throws with the process output after `timeoutMs`. */
export async function waitForHealth(p: ProductProcess, timeoutMs: number, ok: (h: Health) => boolean = (h) => h.status === 200): Promise<Health> {
  const until = Date.now() + timeoutMs;
  let last: Health | undefined;
  while (Date.now() < until) {
    if (p.exitStatus() !== undefined) throw new Error(`product exited (${p.exitStatus()}) before it was healthy:\n${p.output().slice(-4000)}`);
    last = await health(p.baseUrl, 2_000);
    if (last && ok(last)) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy within ${timeoutMs} ms (last /health: ${JSON.stringify(last)}):\n${p.output().slice(-4000)}`);
}

/** Live pids of `root` and every process below it (by parent pid). */
export function processTree(root: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,stat='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter((r) => !r[2]?.startsWith('Z'))
    .map((r) => [Number(r[0]), Number(r[1])] as const);
  const found = new Set<number>();
  const visit = (pid: number) => {
    if (found.has(pid)) return;
    if (pid !== root && !rows.some(([p]) => p === pid)) return;
    found.add(pid);
    for (const [p, parent] of rows) if (parent === pid) visit(p);
  };
  if (rows.some(([p]) => p === root)) visit(root);
  return [...found];
}

export { isAlive };

/** PID of the postmaster of an embedded data directory (from postmaster.pid). */
export function postmasterPid(pgDir: string): number {
  return Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** Waits until every pid is gone; returns those still alive after `timeoutMs`. */
export async function waitGone(pids: readonly number[], timeoutMs: number): Promise<number[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const left = pids.filter(isAlive);
    if (!left.length || Date.now() > until) return left;
    await new Promise((r) => setTimeout(r, 100));
  }
}
