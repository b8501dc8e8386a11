import type { PoolClient } from 'pg';
import type { Db } from '../db/database';

/** Only one simulator per database: a session advisory lock held on a dedicated connection while it runs. */
const LOCK = 7243005;
const firstRetryMs = 1_000;
const maxRetryMs = 2_000;

/** The simulator's hold on its database lock. */
export interface SimulatorLock {
  /** False while the lock connection is lost and not yet re-acquired: the simulator pauses. */
  readonly held: boolean;
  /** How many times the lock was taken (1 at start): another process may have simulated in between. */
  readonly takes: number;
  release(): Promise<void>;
}

async function tryLock(db: Db): Promise<PoolClient | undefined> {
  const client = await db.pool.connect();
  try {
    const got = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [LOCK]);
    if (got.rows[0]?.ok) return client;
    client.release();
    return undefined;
  } catch (e) {
    client.release(e instanceof Error ? e : true);
    throw e;
  }
}

/**
 * Takes the lock; undefined when another process holds it. A lost lock connection (terminated backend, database
 * restart) is not fatal: the lock is re-taken with backoff (1 s, then every 2 s), the simulator pausing meanwhile
 * — and staying paused while another process has taken it over.
 */
export async function takeSimulatorLock(db: Db, log: { info(msg: string): void; warn(obj: object, msg: string): void }): Promise<SimulatorLock | undefined> {
  const first = await tryLock(db);
  if (!first) return undefined;
  let client: PoolClient | undefined;
  let released = false;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  let takes = 1;

  const schedule = () => {
    if (released || retry) return;
    const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** attempt);
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      tryLock(db)
        .then((c) => {
          if (!c) {
            schedule();
            return;
          }
          if (released) {
            c.release();
            return;
          }
          attempt = 0;
          takes += 1;
          hold(c);
          log.info('device simulator: database lock re-acquired, resuming');
        })
        .catch(() => schedule());
    }, delay);
  };

  const hold = (c: PoolClient) => {
    client = c;
    const lost = (err?: unknown) => {
      if (client !== c) return;
      client = undefined;
      c.removeListener('error', lost);
      c.removeListener('end', lost);
      c.release(err instanceof Error ? err : new Error('simulator lock connection ended'));
      if (released) return;
      log.warn({ err: err instanceof Error ? err.message : err }, 'device simulator: database lock lost, pausing and reconnecting');
      schedule();
    };
    c.on('error', lost);
    c.on('end', lost);
  };
  hold(first);

  return {
    get held() {
      return client !== undefined;
    },
    get takes() {
      return takes;
    },
    async release() {
      released = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      if (!c) return;
      try {
        await c.query('SELECT pg_advisory_unlock($1)', [LOCK]);
        c.release();
      } catch (e) {
        c.release(e instanceof Error ? e : true);
      }
    },
  };
}
