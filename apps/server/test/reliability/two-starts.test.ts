import { freePort } from '@worksite/server/testing';
import { quoteIdent } from '../../src/db/ensure-database';
import { ensureTemplate } from '../../testing/test-databases';
import { adminUrl, databaseUrl, dropTestDatabase, runId, TEST_DB_PREFIX, withAdmin } from '../../testing/test-run';
import { spawnProduct, waitForHealth, type ProductProcess } from './product-process';

/**
 * Issue 12 (2): two server processes started together on one empty database both come up — migrations wait for
 * each other's advisory lock instead of failing, and the demo data is created once.
 */
const name = `${TEST_DB_PREFIX}${runId()}_${process.pid}_two_starts`;
const started: ProductProcess[] = [];
let template: string;

// The template only serves as the expected outcome of one seed (same deterministic steps).
beforeAll(async () => {
  template = await ensureTemplate();
}, 120_000);

afterAll(async () => {
  for (const p of started) await p.kill();
  await dropTestDatabase(name).catch(() => undefined);
});

test('two processes starting together on an empty database: both healthy, demo data seeded once', async () => {
  await withAdmin(adminUrl(), async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${quoteIdent(name)} ENCODING 'UTF8' TEMPLATE template0`);
  });
  const url = databaseUrl(adminUrl(), name);
  for (let i = 0; i < 2; i += 1) started.push(spawnProduct({ port: await freePort(), env: { DATABASE_URL: url } }));
  const [a, b] = await Promise.all(started.map((p) => waitForHealth(p, 55_000)));
  expect(a?.body).toEqual({ status: 'ok', database: 'ok', push: 'listening' });
  expect(b?.body).toEqual({ status: 'ok', database: 'ok', push: 'listening' });

  const count = (db: string) =>
    withAdmin(databaseUrl(adminUrl(), db), async (c) => {
      const r = await c.query<{ seeds: number; users: number; projects: number; migrations: number }>(
        `SELECT (SELECT count(*)::int FROM meta WHERE key = 'demo-seed') AS seeds, (SELECT count(*)::int FROM users) AS users,
                (SELECT count(*)::int FROM projects) AS projects, (SELECT count(*)::int FROM pgmigrations) AS migrations`,
      );
      return r.rows[0];
    });
  const [got, once] = await Promise.all([count(name), count(template)]);
  expect(got).toEqual(once);
  expect(got?.seeds).toBe(1);
}, 60_000);
