import { createDb, type Queryable } from '../src/db/database';
import { useTestServer, TEST_NOW } from '../testing';
import { createSeededDatabase } from '../testing/test-databases';
import { dropTestDatabase, runId, TEST_DB_PREFIX } from '../testing/test-run';

/**
 * The fixed test clock and the deterministic demo seed (docs/decisions/0242, 0265): what lets the other server
 * tests assert exact statistics.
 */
const s = useTestServer();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sqlNow = async (q: Queryable) => (await q.one<{ t: Date }>('SELECT now() AS t'))!.t.getTime();

describe('test clock', () => {
  test('SQL now() in a test database starts at TEST_NOW and runs on', async () => {
    const first = await sqlNow(s.db);
    expect(first - TEST_NOW).toBeGreaterThanOrEqual(0);
    expect(first - TEST_NOW).toBeLessThan(30_000);
    await sleep(1100);
    const second = await sqlNow(s.db);
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(second - first).toBeLessThan(10_000);
    // Column defaults and site-time arithmetic read the same clock.
    const site = await s.db.one<{ day: string; hour: number }>(
      `SELECT to_char((now() AT TIME ZONE 'Asia/Shanghai')::date, 'YYYY-MM-DD') AS day, extract(hour FROM now() AT TIME ZONE 'Asia/Shanghai')::int AS hour`);
    expect(site).toEqual({ day: '2026-06-15', hour: 10 });
  });

  test('JavaScript Date in the test file reads the same clock as SQL', async () => {
    const js = Date.now();
    expect(js - TEST_NOW).toBeGreaterThanOrEqual(0);
    expect(js - TEST_NOW).toBeLessThan(30_000);
    expect(new Date().toISOString().slice(0, 13)).toBe('2026-06-15T02');
    // SQL's now() falls between JavaScript's readings just before and after the query, give or take the second
    // the two clocks may have been set apart: the query's own time (longer on a loaded machine) is not counted.
    const before = Date.now();
    const sql = await sqlNow(s.db);
    const after = Date.now();
    expect({ sql, inside: sql >= before - 1_000 && sql <= after + 1_000 }).toEqual({ sql, inside: true });
  });
});

/** Columns holding secrets the seed draws at random on purpose (docs/decisions/0265): never compared. */
const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  users: ['password_hash'],
  devices: ['ingest_key', 'key_hint'],
  access_devices: ['device_key', 'key_hint'],
  // AES-GCM with a random IV per encryption (docs/decisions/0630): the same ID number encrypts differently each
  // time; its keyed hash and its mask are compared.
  workers: ['id_card_cipher'],
  // The same for a bank account's number (docs/decisions/0681).
  bank_accounts: ['account_no_cipher'],
};

/** Row count and an md5 of the sorted rows (as JSON, secrets left out) of every table of the database. */
async function tableSums(q: Queryable): Promise<Record<string, string>> {
  const tables = await q.many<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> 'pgmigrations' ORDER BY 1`);
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const row = await q.one<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n, coalesce(md5(string_agg(x, E'\\n' ORDER BY x)), '') AS sum
         FROM (SELECT (to_jsonb(t) - $1::text[])::text AS x FROM "${name}" t) s`,
      [SECRET_COLUMNS[name] ?? []],
    );
    sums[name] = `${row!.n} ${row!.sum}`;
  }
  return sums;
}

describe('demo seed', () => {
  test('a fresh seed writes the same rows as the template seeded earlier in the run', async () => {
    // The template is itself a fresh seed (built when the run started, at another real time); a copy of it
    // would be equal trivially, so a second database is migrated and seeded from nothing here.
    const template = await tableSums(s.db);
    const name = `${TEST_DB_PREFIX}${runId()}_${process.pid}_fresh_seed`;
    try {
      const db = createDb(await createSeededDatabase(name), 1);
      try {
        expect(await tableSums(db)).toEqual(template);
      } finally {
        await db.close();
      }
    } finally {
      await dropTestDatabase(name);
    }
    const rows = (t: string) => Number(template[t]!.split(' ')[0]);
    expect(Object.fromEntries(['readings_hour', 'attendance_records', 'conc_orders', 'conc_batches', 'ai_events', 'test_samples', 'alarm_records'].map((t) => [t, rows(t)]))).toEqual({
      readings_hour: 35784,
      attendance_records: 9960,
      conc_orders: 70,
      conc_batches: 2622,
      ai_events: 1166,
      test_samples: 300,
      alarm_records: 84,
    });
  }, 180_000);
});
