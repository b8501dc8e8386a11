import { Client } from 'pg';

/** Quotes an SQL identifier (database names cannot be bound as parameters). */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Creates `database` on the server of `adminUrl` when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<boolean> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE ${quoteIdent(database)} ENCODING 'UTF8' TEMPLATE template0`);
    return true;
  } finally {
    await client.end();
  }
}

/** Drops `database` (terminating its connections first). */
export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
