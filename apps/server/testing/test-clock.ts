/**
 * The fixed "now" of server tests (docs/decisions/0242): the demo seed of the template database is written at
 * this instant, and every test file's server starts its clock at it, in SQL and in JavaScript, so statistics
 * of the deterministic demo data can be asserted exactly whatever the day and hour the tests run.
 *
 * Monday 2026-06-15 10:00 site time (Asia/Shanghai): mid-month, mid-morning, a working day.
 */
export const TEST_NOW = Date.parse('2026-06-15T10:00:00+08:00');

/** Custom setting read by the test clock's `now()`: the interval to add to the real transaction time. */
export const CLOCK_SETTING = 'worksite.clock_offset';

/**
 * Custom setting that stops the test clock at an instant (a timestamptz): set on a database while it is migrated
 * and seeded, so rows written by migrations and every seed transaction carry TEST_NOW exactly.
 */
export const CLOCK_FROZEN_SETTING = 'worksite.clock_frozen_at';

/** Schema holding the test clock; put before pg_catalog in the search path of test databases. */
export const CLOCK_SCHEMA = 'test_clock';

/**
 * SQL installing `test_clock.now()`: the real `now()` shifted by `worksite.clock_offset` (or the instant of
 * `worksite.clock_frozen_at` when set). With
 * `search_path = public, test_clock, pg_catalog` every unqualified `now()` (queries, trigger functions, column
 * defaults created after it) reads it; production databases never have the schema.
 */
export const installClockSql = `
  CREATE SCHEMA IF NOT EXISTS ${CLOCK_SCHEMA};
  CREATE OR REPLACE FUNCTION ${CLOCK_SCHEMA}.now() RETURNS timestamptz LANGUAGE sql STABLE PARALLEL SAFE AS
    $$ SELECT coalesce(nullif(pg_catalog.current_setting('${CLOCK_FROZEN_SETTING}', true), '')::timestamptz,
                       pg_catalog.now() + coalesce(nullif(pg_catalog.current_setting('${CLOCK_SETTING}', true), ''), '0')::interval) $$;
`;

/** The search path of test databases: tables in public (the current schema), the clock's `now()` before pg_catalog's. */
export const clockSearchPath = `public, ${CLOCK_SCHEMA}, pg_catalog`;

/** The offset that makes the database's clock read `TEST_NOW` at the real instant `realNow`. */
export const clockOffset = (realNow: number): string => `${TEST_NOW - realNow} milliseconds`;
