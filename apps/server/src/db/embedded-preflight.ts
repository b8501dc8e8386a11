import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Checks before an embedded PostgreSQL starts (docs/decisions/0273), so a start never hangs silently:
 * a leftover PostgreSQL of the same data directory is stopped (or, when a live Worksite server owns it, the start
 * is refused naming that process), and a port already taken fails at once naming the port.
 */

/** Beside the data directory: which process started the PostgreSQL now running in it. */
export const ownerFileOf = (dir: string): string => `${dir}.owner`;

/** True while `pid` runs (a zombie counts as gone). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie (exited, not yet reaped by a PID 1 that does not reap) counts as gone.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return process.platform !== 'linux';
  }
}

/** Command line of a process ('' when unknown). */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
    } catch {
      return '';
    }
  }
}

/**
 * PID of the postmaster named in `dir/postmaster.pid` when it is alive and really a PostgreSQL of `dir`. A pid
 * file naming some other live process (the pid was reused after a reboot or crash) is stale: it is removed, as
 * PostgreSQL would otherwise refuse to start, and never is that process signalled.
 */
export function livePostmaster(dir: string): number | undefined {
  const file = path.join(dir, 'postmaster.pid');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(text.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return undefined;
  const command = commandOf(pid);
  // Unknown command line: leave it to PostgreSQL, whose refusal then names the pid.
  if (!command) return undefined;
  if (/postgres/.test(command) && command.includes(path.resolve(dir))) return pid;
  rmSync(file, { force: true });
  return undefined;
}

/** Start time of a process (clock ticks since boot, /proc/<pid>/stat field 22): tells a reused pid apart. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The live process that claimed `dir` (not this one), if any. */
function liveOtherOwner(dir: string): number | undefined {
  let owner: { pid?: unknown; started?: unknown };
  try {
    owner = JSON.parse(readFileSync(ownerFileOf(dir), 'utf8')) as typeof owner;
  } catch {
    return undefined;
  }
  if (typeof owner.pid !== 'number' || owner.pid === process.pid || !alive(owner.pid)) return undefined;
  // Same pid, another process (the pid was reused, e.g. after a container restart): not an owner.
  if (typeof owner.started === 'string' && startTimeOf(owner.pid) !== owner.started) return undefined;
  return owner.pid;
}

/**
 * Records this process as the owner of the PostgreSQL of `dir`, before starting it: a start beside it (same
 * DATA_DIR) is then refused instead of taking a PostgreSQL still starting for a leftover.
 */
export function claimOwnership(dir: string): void {
  writeFileSync(ownerFileOf(dir), JSON.stringify({ pid: process.pid, started: startTimeOf(process.pid) }), { mode: 0o600 });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await sleep(100);
  }
  return !alive(pid);
}

/** Stops a PostgreSQL left running in `dir` by a process that is gone (fast shutdown, then immediate, then kill). */
export async function stopLeftoverPostgres(dir: string, log: (m: string) => void): Promise<void> {
  const owner = liveOtherOwner(dir);
  if (owner !== undefined) {
    throw new Error(
      `the embedded PostgreSQL in ${dir} belongs to another running Worksite server (pid ${owner}): stop that server first, or give this one another DATA_DIR`,
    );
  }
  const pid = livePostmaster(dir);
  if (pid === undefined) return;
  log(`stopping a leftover embedded PostgreSQL (pid ${pid}) of ${dir}`);
  for (const [signal, wait] of [['SIGINT', 10_000], ['SIGQUIT', 5_000], ['SIGKILL', 5_000]] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitGone(pid, wait)) {
      log(`leftover embedded PostgreSQL (pid ${pid}) stopped`);
      return;
    }
  }
  throw new Error(`a leftover embedded PostgreSQL (pid ${pid}) of ${dir} does not stop`);
}

/** Fails at once when `port` is taken on 127.0.0.1, naming it. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', (e: NodeJS.ErrnoException) => {
      reject(
        e.code === 'EADDRINUSE'
          ? new Error(`EMBEDDED_PG_PORT ${port} is already in use on 127.0.0.1 (another PostgreSQL or program listens there): stop it, or set EMBEDDED_PG_PORT to a free port`)
          : new Error(`EMBEDDED_PG_PORT ${port} cannot be used on 127.0.0.1: ${e.message}`),
      );
    });
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve()));
  });
}

/** Both checks, in order: our own leftover first (it may be the one holding the port). */
export async function embeddedPreflight(dir: string, port: number, log: (m: string) => void): Promise<void> {
  await stopLeftoverPostgres(dir, log);
  await assertPortFree(port);
}
