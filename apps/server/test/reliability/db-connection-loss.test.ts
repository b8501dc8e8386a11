import { freePort } from '@worksite/server/testing';
import { Client } from 'pg';
import { copyTemplate } from '../../testing/test-databases';
import { adminUrl, dropTestDatabase, withAdmin } from '../../testing/test-run';
import { login } from '../http-client';
import { health, spawnProduct, waitForHealth, type ProductProcess } from './product-process';

/**
 * Issue 12 (1): a dropped database connection must not end the process. A real server process with the device
 * simulator on (its LISTEN connection, the simulator's lock connection, pooled clients inside transactions) gets
 * every one of its backends terminated twice while calls are in flight; it must live on and answer again.
 */
let p: ProductProcess | undefined;
let db: { name: string; url: string };

beforeAll(async () => {
  db = await copyTemplate();
  p = spawnProduct({ port: await freePort(), env: { DATABASE_URL: db.url, SIMULATOR: 'on', SIMULATOR_INTERVAL_MS: '200', SEED_DEMO: '0' } });
  await waitForHealth(p, 50_000, (h) => h.status === 200 && h.body.simulator === 'running');
}, 60_000);

afterAll(async () => {
  await p?.kill();
  await dropTestDatabase(db.name).catch(() => undefined);
});

/** Terminates every backend of the product's database but `spare`; returns how many. */
async function terminateAll(spare: number): Promise<number> {
  return withAdmin(adminUrl(), async (c) => {
    const r = await c.query<{ n: string }>(
      'SELECT count(*) FILTER (WHERE pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND pid <> $2',
      [db.name, spare],
    );
    return Number(r.rows[0]?.n);
  });
}

/**
 * Holds an exclusive lock on conc_plants, so the simulator's next concrete round waits inside its transaction (a
 * pooled client checked out by db.tx()); resolves once a backend of the product waits on it. Returns the locker.
 */
async function blockATransaction(): Promise<Client> {
  const locker = new Client({ connectionString: db.url });
  locker.on('error', () => undefined);
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE conc_plants IN ACCESS EXCLUSIVE MODE');
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    // Inside a transaction the activity view is a snapshot: refresh it each time.
    await locker.query('SELECT pg_stat_clear_snapshot()');
    const r = await locker.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND xact_start IS NOT NULL`, [db.name]);
    if (r.rows[0].n > 0) return locker;
    await new Promise((res) => setTimeout(res, 100));
  }
  const seen = await locker.query(`SELECT pid, state, wait_event_type, left(query, 60) AS q FROM pg_stat_activity WHERE datname = $1`, [db.name]);
  throw new Error(`no product transaction waited on the lock within 10 s: ${JSON.stringify(seen.rows)}\n${p?.output().slice(-3000)}`);
}

test('pg_terminate_backend of every connection under load: the process lives, calls answer again by themselves', async () => {
  const proc = p as ProductProcess;
  const api = `${proc.baseUrl}/prod-apiplus`;
  const token = await login(api, 'enterprise_demo');
  const userInfo = () =>
    fetch(`${api}/api/ERPUser/GetUserInfo`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(3_000) })
      .then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: number; data?: { UserName?: string } } }))
      .catch(() => undefined);

  for (let round = 0; round < 2; round += 1) {
    // Load: calls in flight while their connections are cut (the simulator posts its batches meanwhile).
    const locker = await blockATransaction();
    const load = Array.from({ length: 12 }, () => userInfo());
    const killed = await terminateAll((locker as unknown as { processID: number }).processID);
    await locker.end();
    // The waiting transaction, the LISTEN connection and the simulator's lock connection at least.
    expect(killed).toBeGreaterThanOrEqual(3);
    await Promise.all(load);

    const cutAt = Date.now();
    let answered: Awaited<ReturnType<typeof userInfo>>;
    // Answered again without a restart (the pool replaces its connections); the window is for a loaded machine.
    while (Date.now() - cutAt < 20_000) {
      answered = await userInfo();
      if (answered?.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(proc.exitStatus()).toBeUndefined();
    expect(answered).toEqual({ status: 200, body: expect.objectContaining({ code: 200, data: expect.objectContaining({ UserName: 'enterprise_demo' }) }) });

    // LISTEN and the simulator reconnect by themselves (first retry after 1 s).
    // They come back by themselves (no restart of the process, asserted below), whatever the load makes it take.
    const back = await waitForHealth(proc, 30_000, (h) => h.status === 200 && h.body.push === 'listening' && h.body.simulator === 'running');
    expect(back.body).toEqual({ status: 'ok', database: 'ok', push: 'listening', simulator: 'running' });
  }
  expect(proc.output()).not.toMatch(/Unhandled 'error' event|terminating connection due to administrator command\n\s+at /);
  expect(proc.exitStatus()).toBeUndefined();
  const last = await health(proc.baseUrl);
  expect(last?.status).toBe(200);
}, 120_000);
