import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '@worksite/server/testing';
import { health, isAlive, within, type Health, postmasterPid, processTree, spawnProduct, waitForHealth, waitGone, type ProductProcess } from './product-process';

/**
 * Issue 12 (1, 2, 8) with the embedded PostgreSQL: a taken port fails fast; a frozen database is reported by
 * /health within 2 s; a postmaster killed while the simulator writes is restarted by the server; a PostgreSQL left
 * behind by a killed server is stopped by the next start; SIGTERM or SIGINT to `npm start` stops everything. The
 * product runs `npm start` (web build off, demo data, simulator every 200 ms) on a temporary DATA_DIR and free
 * ports, and is killed with its process group whatever happens.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'worksite-reliability-'));
// The embedded PostgreSQL runs as its own user when started as root: it must reach the directory.
chmodSync(dataDir, 0o755);
const pgDir = path.join(dataDir, 'pg');
const running: ProductProcess[] = [];
let env: Record<string, string>;
let port: number;

const children = (pid: number): number[] =>
  processTree(pid).filter((p) => p !== pid);

function stopAllOf(pid: number, signal: NodeJS.Signals): void {
  for (const p of [pid, ...children(pid)]) {
    try {
      process.kill(p, signal);
    } catch {
      // gone
    }
  }
}

/** The postmaster's parent: the embedded-postgres runner process. */
const parentOf = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};

function start(): ProductProcess {
  const p = spawnProduct({ port, env, viaNpm: true });
  running.push(p);
  return p;
}

beforeAll(async () => {
  port = await freePort();
  env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), SIMULATOR: 'on', SIMULATOR_INTERVAL_MS: '200', LOG_LEVEL: 'info' };
});

afterAll(async () => {
  for (const p of running) await p.kill();
  try {
    const pid = postmasterPid(pgDir);
    if (isAlive(pid)) {
      process.kill(pid, 'SIGCONT');
      process.kill(pid, 'SIGQUIT');
      await waitGone([pid], 10_000);
    }
  } catch {
    // no PostgreSQL left
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

test('EMBEDDED_PG_PORT taken: the server exits at once naming the port', async () => {
  const blocker: Server = createServer();
  const taken = await freePort();
  await new Promise<void>((resolve) => blocker.listen(taken, '127.0.0.1', resolve));
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'worksite-reliability-port-'));
  try {
    const p = spawnProduct({ port: await freePort(), env: { DATA_DIR: scratch, EMBEDDED_PG_PORT: String(taken) } });
    running.push(p);
    // At once: refused before PostgreSQL is initialised or started (judged by what it did, not by a stopwatch a
    // loaded machine could overrun; docs/decisions/0440).
    const status = await within(p.exited, 25_000);
    expect(status).toBe('code 1');
    expect(p.output()).toContain(`EMBEDDED_PG_PORT ${taken} is already in use on 127.0.0.1`);
    expect(existsSync(path.join(scratch, 'pg', 'PG_VERSION'))).toBe(false);
  } finally {
    blocker.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}, 30_000);

describe('one product on the embedded PostgreSQL', () => {
  let p: ProductProcess;
  const allUp = { status: 'ok', database: 'ok', push: 'listening', embeddedPostgres: 'up', simulator: 'running' };
  const healthy = (x: Health) => x.status === 200 && x.body.push === 'listening' && x.body.simulator === 'running';

  beforeAll(async () => {
    p = start();
    await waitForHealth(p, 55_000, healthy);
  }, 60_000);

  /** Readings stored so far, read straight from the product's embedded database. */
  async function storedReadings(): Promise<number> {
    const { password } = JSON.parse(readFileSync(path.join(dataDir, 'embedded-pg.json'), 'utf8')) as { password: string };
    const c = new Client({ host: '127.0.0.1', port: Number(env.EMBEDDED_PG_PORT), user: 'postgres', password, database: 'worksite' });
    c.on('error', () => undefined);
    await c.connect();
    try {
      return (await c.query<{ n: number }>('SELECT count(*)::int AS n FROM readings')).rows[0]?.n ?? NaN;
    } finally {
      await c.end();
    }
  }

  test('the superuser password is on no command line, nor in the environment of PostgreSQL', async () => {
    const { password } = JSON.parse(readFileSync(path.join(dataDir, 'embedded-pg.json'), 'utf8')) as { password: string };
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const postmaster = postmasterPid(pgDir);
    const pids = [...processTree(p.pid), ...processTree(parentOf(postmaster))];
    // npm, launcher, server, runner, postmaster at least.
    expect(pids.length).toBeGreaterThanOrEqual(5);
    const readable = (file: string) => {
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return '';
      }
    };
    expect(pids.filter((pid) => readable(`/proc/${pid}/cmdline`).includes(password))).toEqual([]);
    expect(readable(`/proc/${postmaster}/environ`)).not.toContain(password);
    expect(readable(`/proc/${parentOf(postmaster)}/cmdline`)).toContain('embedded-postgres.mjs');
  });

  test('a second server on the same DATA_DIR is refused at once, naming the server that owns it', async () => {
    const server = children(p.pid).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.ts'));
    const postmaster = postmasterPid(pgDir);
    const second = spawnProduct({ port: await freePort(), env: { ...env, EMBEDDED_PG_PORT: String(await freePort()) } });
    running.push(second);
    // At once: refused before starting a PostgreSQL of its own (the owner's postmaster is the only one).
    expect(await within(second.exited, 25_000)).toBe('code 1');
    expect(postmasterPid(pgDir)).toBe(postmaster);
    expect(second.output()).toContain(`the embedded PostgreSQL in ${pgDir} belongs to another running Worksite server (pid ${server})`);
    expect((await health(p.baseUrl))?.body).toEqual(allUp);
  }, 30_000);

  test('frozen database (postmaster and backends stopped): /health answers by its own time limit that the database is down', async () => {
    const postmaster = postmasterPid(pgDir);
    stopAllOf(postmaster, 'SIGSTOP');
    try {
      // The health probe's own time limit answered (database: 'timeout'), not the frozen database: said by the
      // answer, not by a stopwatch a loaded machine could overrun (docs/decisions/0440).
      const h = await health(p.baseUrl, 20_000);
      expect(h?.status).toBe(503);
      expect(h?.body).toEqual({ status: 'error', database: 'timeout', push: 'listening', embeddedPostgres: 'up', simulator: 'running', down: ['database'] });
    } finally {
      stopAllOf(postmaster, 'SIGCONT');
    }
    const back = await waitForHealth(p, 10_000, healthy);
    expect(back.body).toEqual(allUp);
  }, 60_000);

  test('kill -9 of the postmaster while the simulator writes: restarted by the supervisor, healthy again, writes resume', async () => {
    const before = await storedReadings();
    const postmaster = postmasterPid(pgDir);
    process.kill(postmaster, 'SIGKILL');
    // Healthy again means a new postmaster: the old one's backends may answer a moment longer.
    const restarted = () => {
      try {
        const pid = postmasterPid(pgDir);
        return pid !== postmaster && isAlive(pid);
      } catch {
        return false;
      }
    };
    // Restarted by the server's supervisor (its log line below), whatever the machine's load makes it take.
    const back = await waitForHealth(p, 45_000, (x) => healthy(x) && restarted());
    expect(back.body).toEqual(allUp);
    expect(p.output()).toContain('embedded PostgreSQL restarted (restart 1)');
    expect(p.exitStatus()).toBeUndefined();
    // The simulator's batches (every 200 ms through the HTTP ingest) are stored again.
    const recovered = await storedReadings();
    expect(recovered).toBeGreaterThanOrEqual(before);
    const until = Date.now() + 5_000;
    let later = recovered;
    while (later === recovered && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      later = await storedReadings();
    }
    expect(later).toBeGreaterThan(recovered);
  }, 90_000);

  test('a PostgreSQL left running by a killed server: the next start stops it and comes up', async () => {
    const postmaster = postmasterPid(pgDir);
    const runner = parentOf(postmaster);
    const server = children(p.pid).find((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.ts')) as number;
    // The server and the runner die at once (kill -9): nothing stops PostgreSQL, which keeps its data directory.
    process.kill(server, 'SIGKILL');
    process.kill(runner, 'SIGKILL');
    await p.exited;
    expect(isAlive(postmaster)).toBe(true);

    p = start();
    const back = await waitForHealth(p, 50_000, healthy);
    expect(back.body).toEqual(allUp);
    // The launcher's line comes through a pipe: it may reach us a moment after the health answer (seen twice in 4 runs).
    const stopping = `stopping a leftover embedded PostgreSQL (pid ${postmaster}) of ${pgDir}`;
    for (const until = Date.now() + 5_000; !p.output().includes(stopping) && Date.now() < until; ) await new Promise((r) => setTimeout(r, 100));
    expect(p.output()).toContain(stopping);
    expect(isAlive(postmaster)).toBe(false);
  }, 60_000);

  test.each(['SIGTERM', 'SIGINT'] as const)('%s to the npm process alone stops the server, the runner and PostgreSQL', async (signal) => {
    // The second round starts on the data directory the first one left: a clean stop leaves nothing to clean.
    if (p.exitStatus() !== undefined) {
      p = start();
      await waitForHealth(p, 40_000, healthy);
    }
    const postmaster = postmasterPid(pgDir);
    const everything = [...processTree(p.pid), ...processTree(parentOf(postmaster))];
    // npm, launcher, server, runner, postmaster and its backends at least.
    expect(everything.length).toBeGreaterThanOrEqual(6);
    process.kill(p.pid, signal);
    const left = await waitGone(everything, 20_000);
    expect(left).toEqual([]);
    // A graceful stop: the server logged it and npm ended with the server's exit code 0.
    expect(p.output()).toContain(`"signal":"${signal}","msg":"shutting down"`);
    expect(await p.exited).toBe('code 0');
    expect(existsSync(`${pgDir}.owner`)).toBe(false);
  }, 60_000);
});
