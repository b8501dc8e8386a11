import type { Client } from 'pg';
import { createDb } from '../src/db/database';
import { quoteIdent } from '../src/db/ensure-database';
import { runMigrations } from '../src/db/run-migrations';
import { runSeed, seedSteps } from '../src/seed/run-seed';
import { syncMenuCatalogue } from '../src/seed/sync-menu-catalogue';
import { CLOCK_FROZEN_SETTING, clockOffset, clockSearchPath, installClockSql, TEST_NOW } from './test-clock';
import { adminUrl, coreTemplateName, databaseUrl, runId, templateName, TEST_DB_PREFIX, withAdmin } from './test-run';

/** Advisory lock key guarding template creation on the admin database. */
const TEMPLATE_LOCK = 7243101;

/**
 * Seed once, copy many (docs/decisions/0242): the first test file of a run that needs a database migrates and
 * seeds a template database (under an advisory lock, so parallel workers build it once); every test file then
 * gets its own `CREATE DATABASE … TEMPLATE` copy, on the embedded or the external PostgreSQL alike.
 */

/** Points a test database at the test clock, reading `TEST_NOW` at the real instant this runs; returns that instant. */
async function setClock(c: Client, database: string): Promise<number> {
  const realNow = Date.now();
  await c.query(`ALTER DATABASE ${quoteIdent(database)} SET search_path = ${clockSearchPath}`);
  await c.query(`ALTER DATABASE ${quoteIdent(database)} SET worksite.clock_offset = '${clockOffset(realNow)}'`);
  // A throwaway database: commits do not wait for the disk (also on an external PostgreSQL we must not reconfigure).
  await c.query(`ALTER DATABASE ${quoteIdent(database)} SET synchronous_commit = off`);
  return realNow;
}

/**
 * Creates database `name` (dropped first if it exists) the way the template is made: the test clock, every
 * migration, the demo seed. Its clock stands still at TEST_NOW meanwhile, so the rows are the same whenever it
 * is built (docs/decisions/0265). Returns its URL. The seed's own tests build fresh ones with it.
 */
export async function createSeededDatabase(name: string, admin = adminUrl()): Promise<string> {
  const frozen = `ALTER DATABASE ${quoteIdent(name)} SET ${CLOCK_FROZEN_SETTING}`;
  await withAdmin(admin, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${quoteIdent(name)} ENCODING 'UTF8' TEMPLATE template0`);
    await c.query(`ALTER DATABASE ${quoteIdent(name)} SET search_path = ${clockSearchPath}`);
    await c.query(`${frozen} = '${new Date(TEST_NOW).toISOString()}'`);
  });
  const url = databaseUrl(admin, name);
  await withAdmin(url, (t) => t.query(installClockSql));
  await runMigrations(url);
  const db = createDb(url, 2);
  try {
    // What a server start would do on it, done once here: copies start without migrating or syncing (0440).
    await db.tx((q) => syncMenuCatalogue(q));
    await runSeed(db, seedSteps, TEST_NOW);
    await db.exec('VACUUM ANALYZE');
  } finally {
    await db.close();
  }
  await withAdmin(admin, async (c) => {
    await c.query(`ALTER DATABASE ${quoteIdent(name)} RESET ${CLOCK_FROZEN_SETTING}`);
    await setClock(c, name);
  });
  return url;
}

async function buildTemplate(admin: string, c: Client, name: string): Promise<void> {
  await createSeededDatabase(name, admin);
  await c.query(`ALTER DATABASE ${quoteIdent(name)} WITH IS_TEMPLATE true`);
}

/**
 * Which seeded template a test file copies (docs/decisions/0440): `full`, the demo seed with its history, for
 * the statistics, screen, concrete and telemetry files (and every file that does not say); `core`, the same
 * rows without the history tables below, for files that test calls, records and security.
 */
export type TemplateKind = 'full' | 'core';

/** The history rows only statistics read: hourly readings, batch materials, attendance, vehicle passages. */
export const HISTORY_TABLES = ['readings_hour', 'conc_batch_materials', 'attendance_records', 'vehicle_passages'] as const;

/** Makes sure this run's template of `kind` exists (migrated, seeded at TEST_NOW); returns its name. */
export async function ensureTemplate(admin = adminUrl(), kind: TemplateKind = 'full'): Promise<string> {
  const full = templateName();
  const name = kind === 'core' ? coreTemplateName() : full;
  await withAdmin(admin, async (c) => {
    await c.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const isTemplate = async (db: string) => (await c.query('SELECT datistemplate FROM pg_database WHERE datname = $1', [db])).rows[0]?.datistemplate === true;
      if (!(await isTemplate(full))) await buildTemplate(admin, c, full);
      if (kind === 'core' && !(await isTemplate(name))) await buildCoreTemplate(admin, c, full, name);
    } finally {
      await c.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

/** The core template: a copy of the full one whose history tables are emptied (every other row as seeded). */
async function buildCoreTemplate(admin: string, c: Client, full: string, name: string): Promise<void> {
  await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(full)}`);
  await withAdmin(databaseUrl(admin, name), (t) => t.query(`TRUNCATE ${HISTORY_TABLES.join(', ')}`));
  await c.query(`ALTER DATABASE ${quoteIdent(name)} WITH IS_TEMPLATE true`);
}

let counter = 0;

/**
 * A fresh copy of the template for one test file, its clock at TEST_NOW; returns its name, URL and the real
 * instant its clock read TEST_NOW (for JavaScript's clock to agree with it).
 */
export async function copyTemplate(admin = adminUrl(), kind: TemplateKind = 'full'): Promise<{ name: string; url: string; clockStartedAt: number }> {
  const template = await ensureTemplate(admin, kind);
  const name = `${TEST_DB_PREFIX}${runId()}_${process.pid}_${++counter}`;
  const clockStartedAt = await withAdmin(admin, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
    return setClock(c, name);
  });
  return { name, url: databaseUrl(admin, name), clockStartedAt };
}
