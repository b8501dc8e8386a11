import { Client } from 'pg';
import { quoteIdent } from '../src/db/ensure-database';

/**
 * One test run's PostgreSQL server and database names, shared by the jest global setup (outside jest's module
 * registry: this file imports no workspace package) and the workers.
 */

/** Environment variables the jest global setup hands to the workers. */
export const ENV_ADMIN_URL = 'WORKSITE_TEST_ADMIN_URL';
export const ENV_RUN_ID = 'WORKSITE_TEST_RUN';

/** Prefix of every database a test run creates (template and copies); the run id follows. */
export const TEST_DB_PREFIX = 'wst_';

/** The admin URL (a superuser on `postgres`) of this run's server: the external one or the embedded cluster. */
export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL || process.env[ENV_ADMIN_URL];
  if (!url) throw new Error(`no test database server: set TEST_DATABASE_URL or run under jest (its global setup starts one)`);
  return url;
}

/** This run's id (the jest process's pid), set by the global setup; part of every database name. */
export function runId(): string {
  return process.env[ENV_RUN_ID] || String(process.pid);
}

export const templateName = (): string => `${TEST_DB_PREFIX}${runId()}_template`;
/** The core template of this run (the full one without its history, docs/decisions/0440). */
export const coreTemplateName = (): string => `${TEST_DB_PREFIX}${runId()}_core_template`;

export function databaseUrl(admin: string, database: string): string {
  const u = new URL(admin);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withAdmin<T>(admin: string, work: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: admin });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Drops a test database (its connections cut first). */
export async function dropTestDatabase(name: string, admin = adminUrl()): Promise<void> {
  await withAdmin(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Drops test databases of this run (`all`) or of runs whose jest process is gone (left by a killed run), so an
 * external server does not fill up with copies.
 */
export async function dropRunDatabases(admin: string, which: 'this-run' | 'dead-runs'): Promise<void> {
  await withAdmin(admin, async (c) => {
    const rows = (await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${TEST_DB_PREFIX}%`])).rows;
    for (const { datname } of rows) {
      const run = /^wst_(\d+)_/.exec(datname)?.[1];
      if (!run) continue;
      const mine = run === runId();
      if ((which === 'this-run' && mine) || (which === 'dead-runs' && !mine && !pidAlive(Number(run)))) {
        if (datname.endsWith('_template')) await c.query(`ALTER DATABASE ${quoteIdent(datname)} WITH IS_TEMPLATE false`).catch(() => undefined);
        await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`).catch(() => undefined);
      }
    }
  });
}
