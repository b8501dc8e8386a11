import { Pool, type PoolClient, type QueryConfig, type QueryResultRow } from 'pg';
import type { DbTimeouts } from '../config/server-config';

/** Something that runs parameterised SQL: the pool or a client inside a transaction. */
export interface Queryable {
  /** Rows of a parameterised statement. Never build `sql` from client input: bind it as `params`. */
  many<T extends QueryResultRow = QueryResultRow>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** First row or undefined. */
  one<T extends QueryResultRow = QueryResultRow>(sql: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** Number of rows a statement changed. */
  exec(sql: string, params?: readonly unknown[]): Promise<number>;
}

/** The database handle handed to routes: queries plus transactions. */
export interface Db extends Queryable {
  /** Runs `work` in one transaction (rolled back when it throws). */
  tx<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  /** `SELECT 1` answered within `timeoutMs`: 'ok', 'timeout' or 'unavailable' (never throws, never waits longer). */
  ping(timeoutMs: number): Promise<'ok' | 'timeout' | 'unavailable'>;
  readonly pool: Pool;
  close(): Promise<void>;
}

/** None unless asked: the server passes its configured limits (config/server-config.ts); scripts, benches and test setup set none. */
const noTimeouts: DbTimeouts = { connectMs: 0, statementMs: 0, idleInTransactionMs: 0, lockMs: 0 };

/** A statement's answer is awaited this much longer than the server's own limit: past it the server itself is frozen. */
const FROZEN_SERVER_MARGIN_MS = 5_000;

export interface DbOptions {
  readonly max?: number;
  readonly timeouts?: Partial<DbTimeouts>;
  /** Told once per lost connection (terminated backend, server gone); the process carries on. */
  readonly onConnectionError?: (err: Error) => void;
}

function wrap(run: Pool | PoolClient): Queryable {
  return {
    many: async (sql, params) => (await run.query(sql, params as unknown[])).rows,
    one: async (sql, params) => (await run.query(sql, params as unknown[])).rows[0],
    exec: async (sql, params) => (await run.query(sql, params as unknown[])).rowCount ?? 0,
  };
}

/**
 * Opens a pool on `databaseUrl`. A lost connection never crashes the process: every client the pool opens gets
 * an 'error' listener for its whole life (pg-pool only listens while a client is idle, so a client checked out
 * for a transaction, LISTEN or an advisory lock would otherwise raise an unhandled 'error' event).
 */
export function createDb(databaseUrl: string, options: number | DbOptions = {}): Db {
  const opts: DbOptions = typeof options === 'number' ? { max: options } : options;
  const t = { ...noTimeouts, ...opts.timeouts };
  const pool = new Pool({
    connectionString: databaseUrl,
    max: opts.max ?? 20,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    lock_timeout: t.lockMs,
    // A server that stopped answering (frozen, half-open socket) never sends statement_timeout's error.
    ...(t.statementMs > 0 ? { query_timeout: t.statementMs + FROZEN_SERVER_MARGIN_MS } : {}),
    keepAlive: true,
  });
  const told = opts.onConnectionError ?? (() => undefined);
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (err: Error) => {
      if (reported) return;
      reported = true;
      told(err);
    });
  });
  const base = wrap(pool);
  return {
    ...base,
    pool,
    async tx(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw e;
      } finally {
        // A client whose ROLLBACK failed is in an unknown state (connection lost): the pool discards it.
        client.release(broken);
      }
    },
    async ping(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
      const answer = pool
        .query({ text: 'SELECT 1', query_timeout: timeoutMs } as QueryConfig)
        .then(() => 'ok' as const)
        .catch((err: unknown) => (/timeout/i.test(err instanceof Error ? err.message : '') ? ('timeout' as const) : ('unavailable' as const)));
      try {
        return await Promise.race([answer, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => pool.end(),
  };
}
