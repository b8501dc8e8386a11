import { execFile } from 'node:child_process';
import path from 'node:path';

/** Directory of the SQL migrations (node-pg-migrate format: `-- Up Migration` / `-- Down Migration`). */
export const migrationsDir = path.resolve(__dirname, '..', '..', 'migrations');
const script = path.resolve(__dirname, '..', '..', 'scripts', 'migrate.mjs');

/** Applies pending migrations to `databaseUrl` (node-pg-migrate, one transaction); returns the names applied. */
export function runMigrations(databaseUrl: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script, migrationsDir],
      { env: { ...process.env, DATABASE_URL: databaseUrl, NODE_OPTIONS: '' }, timeout: 120_000 },
      (error, stdout, stderr) => {
        if (error) {
          reject(new Error(`migrations failed: ${stderr.trim() || error.message}`));
          return;
        }
        const last = stdout.trim().split('\n').pop() ?? '{}';
        resolve((JSON.parse(last) as { applied?: string[] }).applied ?? []);
      },
    );
  });
}
