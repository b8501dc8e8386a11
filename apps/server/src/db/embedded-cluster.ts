import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { claimOwnership, embeddedPreflight, ownerFileOf, stopLeftoverPostgres } from './embedded-preflight';

/** Options of one embedded PostgreSQL cluster. */
export interface EmbeddedClusterOptions {
  /** Data directory (initialised on first start). */
  readonly dir: string;
  readonly port: number;
  /** Password of the `postgres` superuser, set at initialisation (handed over by environment, never argv). */
  readonly password: string;
  /** False: the data directory is deleted when the cluster stops (tests). */
  readonly persistent?: boolean;
  /**
   * False: a throwaway cluster (test runs) — fsync, synchronous_commit and full_page_writes off, so writes cost no
   * disk flushes; a crash may lose it, which a test run does not care about. Default true (production start).
   */
  readonly durable?: boolean;
  /** Let the parent process exit while the cluster runs (the cluster stops when the parent's pipe closes). */
  readonly unref?: boolean;
  /** Restart PostgreSQL when it dies (backoff 0.5 s doubling to 30 s); the server sets it, tests need not. */
  readonly supervise?: boolean;
  /** What the preflight and the supervisor do (stopped leftovers, restarts); PostgreSQL's own output with `verbose`. */
  readonly log?: (line: string) => void;
  readonly verbose?: boolean;
}

/** 'up'; 'restarting' after PostgreSQL died and until it accepts connections again; 'stopped' after stop(). */
export type EmbeddedState = 'up' | 'restarting' | 'stopped';

/** A running embedded cluster. */
export interface EmbeddedCluster {
  readonly port: number;
  readonly state: EmbeddedState;
  /** How many times the supervisor restarted PostgreSQL. */
  readonly restarts: number;
  /** Connection string for `database` as the superuser. */
  url(database: string): string;
  /** Stops PostgreSQL (fast shutdown) and waits for it. */
  stop(): Promise<void>;
}

const script = path.resolve(__dirname, '..', '..', 'scripts', 'embedded-postgres.mjs');
/** initdb plus start on a loaded machine; beyond this the start is abandoned with what PostgreSQL said. */
const START_LIMIT_MS = 120_000;
const FIRST_RESTART_MS = 500;
const MAX_RESTART_MS = 30_000;
/** Up this long → the next failure restarts after the shortest delay again. */
const STABLE_MS = 60_000;

interface Run {
  readonly child: ChildProcess;
  /** Resolves when the child exits: how. */
  readonly exited: Promise<string>;
}

/** Spawns the wrapper once; resolves when PostgreSQL accepts connections, rejects with its last words. */
function spawnWrapper(options: EmbeddedClusterOptions, log: (line: string) => void): Promise<Run> {
  const child: ChildProcess = spawn(process.execPath, [script, JSON.stringify({ dir: options.dir, port: options.port, persistent: options.persistent !== false, durable: options.durable !== false, verbose: options.verbose === true })], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, NODE_OPTIONS: '', WORKSITE_PG_PASSWORD: options.password },
  });
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)));
  return new Promise<Run>((resolve, reject) => {
    let stderr = '';
    let ready = false;
    const limit = setTimeout(() => {
      if (ready) return;
      child.kill('SIGTERM');
      reject(new Error(`embedded PostgreSQL did not start within ${START_LIMIT_MS / 1000} s: ${stderr.trim().slice(-2000)}`));
    }, START_LIMIT_MS);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr += chunk;
      if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
      for (const line of chunk.split('\n')) if (line.trim()) log(line);
    });
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      if (ready || !chunk.includes('READY')) return;
      ready = true;
      clearTimeout(limit);
      if (options.unref) {
        child.unref();
        for (const s of [child.stdin, child.stdout, child.stderr]) (s as unknown as { unref?: () => void } | null)?.unref?.();
      }
      resolve({ child, exited });
    });
    child.once('exit', (code) => {
      clearTimeout(limit);
      if (!ready) reject(new Error(`embedded PostgreSQL did not start (exit ${code}): ${stderr.trim().slice(-2000)}`));
    });
    child.once('error', (e) => {
      clearTimeout(limit);
      reject(e);
    });
  });
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package in a child Node process of its own process group,
 * so a terminal Ctrl-C reaches the server first and the server stops the database last (graceful order).
 * Before starting: a leftover PostgreSQL of `dir` is stopped and a taken port fails at once (embedded-preflight).
 * With `supervise`, a PostgreSQL that dies (crash, kill -9, OOM) is restarted with backoff and every step logged
 * (docs/decisions/0273).
 */
export async function startEmbeddedCluster(options: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
  const log = options.log ?? (() => undefined);
  const pgLog = options.verbose ? log : () => undefined;
  await embeddedPreflight(options.dir, options.port, log);
  claimOwnership(options.dir);
  let run: Run;
  try {
    run = await spawnWrapper(options, pgLog);
  } catch (e) {
    rmSync(ownerFileOf(options.dir), { force: true });
    throw e;
  }
  let state: EmbeddedState = 'up';
  let restarts = 0;
  let upSince = Date.now();
  let delay = FIRST_RESTART_MS;
  let wake: (() => void) | undefined;
  let restarting: Promise<void> | undefined;

  /** Waits `ms`, or less when stop() wakes it. */
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => resolve(), ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const restart = async (how: string): Promise<void> => {
    if (Date.now() - upSince > STABLE_MS) delay = FIRST_RESTART_MS;
    while (state === 'restarting') {
      log(`embedded PostgreSQL down (${how}); restarting in ${delay} ms`);
      await sleep(delay);
      if (state !== 'restarting') return;
      const next = await stopLeftoverPostgres(options.dir, log)
        .then(() => spawnWrapper(options, pgLog))
        .catch((e: unknown) => {
          how = `restart failed: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`;
          return undefined;
        });
      delay = Math.min(MAX_RESTART_MS, delay * 2);
      if (!next) continue;
      if (state !== 'restarting') {
        next.child.kill('SIGTERM');
        await next.exited;
        return;
      }
      run = next;
      restarts += 1;
      state = 'up';
      upSince = Date.now();
      log(`embedded PostgreSQL restarted (restart ${restarts}) on port ${options.port}`);
      watch(next);
    }
  };

  const watch = (current: Run) => {
    if (!options.supervise) return;
    void current.exited.then((how) => {
      if (state !== 'up' || run !== current) return;
      state = 'restarting';
      restarting = restart(how).finally(() => (restarting = undefined));
    });
  };
  watch(run);

  return {
    port: options.port,
    get state() {
      return state;
    },
    get restarts() {
      return restarts;
    },
    url: (database) => `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${database}`,
    stop: async () => {
      state = 'stopped';
      wake?.();
      await restarting;
      const { child, exited } = run;
      // An unref'd child would let the process end (exit code 0) while this waits for it: hold the loop open.
      child.ref();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      // Stopped cleanly: no PostgreSQL runs in `dir`, so nothing to own.
      rmSync(ownerFileOf(options.dir), { force: true });
    },
  };
}
