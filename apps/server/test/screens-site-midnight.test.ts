import timekeeper from 'timekeeper';
import { attendanceStats } from '../src/areas/screens/attendance-stats';
import { screenFilterOf } from '../src/areas/screens/screen-filter';
import { vehicleStats } from '../src/areas/screens/vehicle-stats';
import { createDb, type Db } from '../src/db/database';
import { CLOCK_SETTING } from '../testing/test-clock';
import { useTestServer, TEST_NOW } from '../testing';

/**
 * The screens just after site midnight (docs/decisions/0340): the demo data was written at TEST_NOW (Monday
 * 2026-06-15 10:00 site time); at 00:30 on the 16th the site's new day has no arrival and no gate passage yet, so
 * the today-only figures are empty, while the 7-day trends still hold the 15th (as far as the seed wrote it) and
 * the days before, on the right day keys.
 */
let midnight: Db | undefined;
afterAll(async () => {
  await midnight?.close();
});
const s = useTestServer();

/** 2026-06-16 00:30 site time (Asia/Shanghai). */
const JUST_AFTER_MIDNIGHT = Date.parse('2026-06-16T00:30:00+08:00');

/**
 * A pool on the test database whose `now()` reads `at`, JavaScript's Date moved along: the test clock's offset
 * (an interval added to the real time, test-clock.ts) shifted by the distance from the clock's reading now to `at`.
 */
async function dbAt(at: number): Promise<Db> {
  const row = await s.db.one<{ ms: string }>(`SELECT (extract(epoch FROM current_setting('${CLOCK_SETTING}')::interval) * 1000)::bigint::text AS ms`);
  const offset = `${Number(row!.ms) + (at - Date.now())}ms`; // no space: the value travels in the connection's options
  const url = new URL(s.databaseUrl);
  url.searchParams.set('options', `-c ${CLOCK_SETTING}=${offset}`);
  timekeeper.travel(at);
  return createDb(url.toString(), 2);
}

test('00:30 on site: no arrivals or entries today, the trends keep yesterday and the week before', async () => {
  const all = { kind: 'all' } as const;
  // At the test clock (10:00 on the 15th): today's arrivals and entries by type are there.
  const morning = screenFilterOf(s.app.worksite.columns, s.db, all, undefined);
  const [vehiclesMorning, attendanceMorning] = await Promise.all([vehicleStats(morning), attendanceStats(morning)]);
  // The gate passages the seed wrote on the 15th, counted from the raw rows (the screens read a summary table):
  // the seed's plate/time draws differ between the two database kinds (embedded PostgreSQL 18, the machine's 15),
  // so the exact figures are the rows' own.
  const day = ["ts >= '2026-06-15T00:00:00+08:00'", "ts < '2026-06-16T00:00:00+08:00'"].join(' AND ');
  const seeded = (await s.db.one<{ in: number; out: number; vehicles: number; inside: number }>(
    `SELECT count(*) FILTER (WHERE direction = 'in')::int AS in, count(*) FILTER (WHERE direction = 'out')::int AS out,
            count(DISTINCT plate_no)::int AS vehicles,
            (SELECT count(*)::int FROM (SELECT DISTINCT ON (plate_no) direction FROM vehicle_passages WHERE ${day} ORDER BY plate_no, ts DESC) l WHERE l.direction = 'in') AS inside
       FROM vehicle_passages WHERE ${day}`,
  ))!;
  const seededTypes = await s.db.many<{ name: string; value: number }>(
    `SELECT car_type AS name, count(*)::int AS value FROM vehicle_passages WHERE ${day} AND direction = 'in' GROUP BY 1 ORDER BY 2 DESC, 1`,
  );
  expect(seeded.in + seeded.out).toBeGreaterThanOrEqual(40); // the seed's morning traffic (06:00–10:00) on every kind
  expect(vehiclesMorning.today).toEqual(seeded);
  expect(vehiclesMorning.byCarType).toEqual(seededTypes);
  expect(attendanceMorning.arrivalsByHour).toEqual([{ name: '06:00', value: 109, key: 6 }, { name: '07:00', value: 225, key: 7 }, { name: '08:00', value: 32, key: 8 }]);
  expect(attendanceMorning.today).toEqual({ roster: 442, attended: 366, onSiteNow: 366, left: 0, rate: 82.81 });

  midnight = await dbAt(JUST_AFTER_MIDNIGHT);
  expect(await midnight.one(`SELECT to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS site`)).toEqual({ site: '2026-06-16 00:30' });
  const f = screenFilterOf(s.app.worksite.columns, midnight, all, undefined);
  const [vehicles, attendance] = await Promise.all([vehicleStats(f), attendanceStats(f)]);
  const week = ['06-10', '06-11', '06-12', '06-13', '06-14', '06-15', '06-16'];

  // Today-only: empty, the screens show 暂无数据 for them.
  expect(vehicles.today).toEqual({ in: 0, out: 0, vehicles: 0, inside: 0 });
  expect(vehicles.byCarType).toEqual([]);
  expect(attendance.arrivalsByHour).toEqual([]);
  expect(attendance.today).toEqual({ roster: 442, attended: 0, onSiteNow: 0, left: 0, rate: 0 });
  // Several days: the 15th is yesterday now, with what the seed wrote of it (up to 10:00), on its own day key.
  expect(vehicles.trend).toEqual({ categories: week, series: [{ name: '进场', data: [78, 78, 78, 78, 78, seeded.in, 0] }, { name: '出场', data: [78, 78, 78, 78, 78, seeded.out, 0] }] });
  expect(vehicles.latest).toHaveLength(20);
  expect(vehicles.latest.every((p) => Date.parse(p.ts) < TEST_NOW)).toBe(true);
  expect(attendance.trend).toEqual({ categories: week, series: [{ name: '出勤人数', data: [369, 366, 349, 356, 216, 366, 0] }, { name: '在册人数', data: [437, 439, 438, 440, 442, 442, 442] }] });
  expect(attendance.rateTrend).toEqual({ categories: week, series: [{ name: '出勤率', data: [84.44, 83.37, 79.68, 80.91, 48.87, 82.81, 0] }] });
});
