import { Pool, type PoolClient, type QueryResultRow } from 'pg';

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
  readonly pool: Pool;
  close(): Promise<void>;
}

function wrap(run: Pool | PoolClient): Queryable {
  return {
    many: async (sql, params) => (await run.query(sql, params as unknown[])).rows,
    one: async (sql, params) => (await run.query(sql, params as unknown[])).rows[0],
    exec: async (sql, params) => (await run.query(sql, params as unknown[])).rowCount ?? 0,
  };
}

/** Opens a pool on `databaseUrl`. */
export function createDb(databaseUrl: string, max = 20): Db {
  const pool = new Pool({ connectionString: databaseUrl, max, idleTimeoutMillis: 30_000 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const base = wrap(pool);
  return {
    ...base,
    pool,
    async tx(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
