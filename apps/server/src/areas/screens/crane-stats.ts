import { SITE_TIME_ZONE, siteDayStartSql } from '../../shared/site-time';
import { num, numOrNull, round, type ScreenPoint, type ScreenSeries } from './chart-shapes';
import { onlineSql } from './device-stats';
import { rowsOf, type ScreenFilter } from './screen-filter';

/** Bands of an hour's mean load (t) and of an hour's peak moment (% of rated), docs/decisions/0164. */
const LOAD_BANDS: readonly (readonly [string, number])[] = [['<1t', 1], ['1-3t', 3], ['3-5t', 5], ['5-8t', 8], ['≥8t', Infinity]];
const MOMENT_BANDS: readonly (readonly [string, number])[] = [['<50%', 50], ['50-80%', 80], ['80-90%', 90], ['90-100%', 100], ['≥100%', Infinity]];

export interface CraneRow {
  readonly id: number;
  readonly name: string;
  readonly projectId: number | null;
  readonly projectName: string;
  readonly online: boolean;
  readonly lastSeenAt: string | null;
  /** Latest values: load t, moment % of rated, height m, radius m, wind m/s. */
  readonly load: number | null;
  readonly moment: number | null;
  readonly height: number | null;
  readonly radius: number | null;
  readonly windSpeed: number | null;
  readonly cyclesToday: number;
  readonly maxLoadToday: number | null;
  readonly maxMomentToday: number | null;
}

export interface CraneStats {
  readonly total: number;
  readonly online: number;
  readonly cyclesToday: number;
  readonly maxLoadToday: number | null;
  readonly maxMomentToday: number | null;
  readonly cranes: CraneRow[];
  /** Work cycles per hour of today (site time), all cranes. */
  readonly cyclesByHour: ScreenSeries;
  /** Today's lifts by the mean load of their crane-hour (they add up to `cyclesToday`). */
  readonly loadDistribution: ScreenPoint[];
  /** Today's lifts by the peak moment of their crane-hour (they add up to `cyclesToday`). */
  readonly momentDistribution: ScreenPoint[];
}

/** Hour of day in site time (one formatter: building one costs more than formatting). */
const SITE_HOUR_FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

const band = (bands: readonly (readonly [string, number])[], v: number) => bands.findIndex(([, hi]) => v < hi);

/**
 * Tower-crane screen (GetTzsb_tdtj): per crane the latest load, moment, height, radius and wind, today's work
 * cycles (the craneCycles counter's rise over today's hour rollups) and peaks; cycles per hour; distributions.
 */
export async function craneStats(f: ScreenFilter): Promise<CraneStats> {
  const cranes = (p: Parameters<ScreenFilter['where']>[1]) => `SELECT d.id FROM devices d WHERE ${f.where('devices', p, 'd')} AND d.device_type = 'crane'`;
  const [list, latest, hours] = await Promise.all([
    rowsOf(f, (p) => `SELECT d.id, d.name, d.project_id, pr.project_name, d.last_seen_at, ${onlineSql('d')} AS online
                        FROM devices d LEFT JOIN projects pr ON pr.id = d.project_id
                       WHERE ${f.where('devices', p, 'd')} AND d.device_type = 'crane' ORDER BY d.project_id, d.id`),
    rowsOf(f, (p) => `SELECT l.device_id, l.metric, l.value FROM readings_latest l
                       WHERE l.device_id IN (${cranes(p)}) AND l.metric IN ('craneLoad', 'craneMoment', 'craneHeight', 'craneRadius', 'craneWind')`),
    rowsOf(f, (p) => `SELECT h.device_id, h.metric, extract(hour FROM h.bucket AT TIME ZONE '${SITE_TIME_ZONE}')::int AS hour, h.max, h.min,
                             h.sum / nullif(h.n, 0) AS mean, lag(h.max) OVER (PARTITION BY h.device_id, h.metric ORDER BY h.bucket) AS prev
                        FROM readings_hour h
                       WHERE h.device_id IN (${cranes(p)}) AND h.metric IN ('craneCycles', 'craneLoad', 'craneMoment') AND h.bucket >= ${siteDayStartSql}`),
  ]);
  const hourNow = Number(SITE_HOUR_FORMAT.format(new Date()));
  const hourKeys = Array.from({ length: hourNow + 1 }, (_, i) => String(i).padStart(2, '0'));
  const perHour = new Map<string, number>();
  const perCrane = new Map<number, { cycles: number; maxLoad: number | null; maxMoment: number | null }>();
  // One entry per crane-hour: its lifts (the counter's rise, whole lifts), mean load and peak moment. The
  // distributions share out the same lifts the total counts (docs/decisions/0580).
  const craneHours = new Map<string, { lifts: number; load: number; moment: number }>();
  for (const r of hours) {
    const id = num(r.device_id);
    const c = perCrane.get(id) ?? { cycles: 0, maxLoad: null, maxMoment: null };
    const hour = String(num(r.hour)).padStart(2, '0');
    const ch = craneHours.get(`${id}|${hour}`) ?? { lifts: 0, load: 0, moment: 0 };
    if (r.metric === 'craneCycles') {
      const rise = Math.round(Math.max(0, num(r.max) - (r.prev === null ? num(r.min) : num(r.prev))));
      c.cycles += rise;
      ch.lifts += rise;
      perHour.set(hour, (perHour.get(hour) ?? 0) + rise);
    } else if (r.metric === 'craneLoad') {
      c.maxLoad = Math.max(c.maxLoad ?? -Infinity, num(r.max));
      ch.load = num(r.mean);
    } else {
      c.maxMoment = Math.max(c.maxMoment ?? -Infinity, num(r.max));
      ch.moment = num(r.max);
    }
    craneHours.set(`${id}|${hour}`, ch);
    perCrane.set(id, c);
  }
  const loadBands = LOAD_BANDS.map(() => 0);
  const momentBands = MOMENT_BANDS.map(() => 0);
  for (const ch of craneHours.values()) {
    loadBands[band(LOAD_BANDS, ch.load)]! += ch.lifts;
    momentBands[band(MOMENT_BANDS, ch.moment)]! += ch.lifts;
  }
  const latestByKey = new Map<string, unknown>();
  for (const l of latest) if (!latestByKey.has(`${num(l.device_id)}|${String(l.metric)}`)) latestByKey.set(`${num(l.device_id)}|${String(l.metric)}`, l.value);
  const latestOf = (id: number, metric: string) => numOrNull(latestByKey.get(`${id}|${metric}`));
  const rows = list.map((r): CraneRow => {
    const id = num(r.id);
    const c = perCrane.get(id);
    return {
      id,
      name: String(r.name),
      projectId: r.project_id === null ? null : num(r.project_id),
      projectName: String(r.project_name ?? ''),
      online: r.online === true,
      lastSeenAt: r.last_seen_at instanceof Date ? r.last_seen_at.toISOString() : null,
      load: latestOf(id, 'craneLoad'),
      moment: latestOf(id, 'craneMoment'),
      height: latestOf(id, 'craneHeight'),
      radius: latestOf(id, 'craneRadius'),
      windSpeed: latestOf(id, 'craneWind'),
      cyclesToday: round(c?.cycles ?? 0, 0),
      maxLoadToday: c?.maxLoad === null || c === undefined ? null : round(c.maxLoad),
      maxMomentToday: c?.maxMoment === null || c === undefined ? null : round(c.maxMoment),
    };
  });
  const peak = (xs: (number | null)[]) => xs.reduce<number | null>((m, x) => (x === null ? m : m === null ? x : Math.max(m, x)), null);
  return {
    total: rows.length,
    online: rows.filter((r) => r.online).length,
    cyclesToday: rows.reduce((s, r) => s + r.cyclesToday, 0),
    maxLoadToday: peak(rows.map((r) => r.maxLoadToday)),
    maxMomentToday: peak(rows.map((r) => r.maxMomentToday)),
    cranes: rows,
    cyclesByHour: { categories: hourKeys.map((h) => `${h}:00`), series: [{ name: '吊装次数', data: hourKeys.map((h) => round(perHour.get(h) ?? 0, 0)) }] },
    loadDistribution: LOAD_BANDS.map(([name], i) => ({ name, value: loadBands[i] ?? 0 })),
    momentDistribution: MOMENT_BANDS.map(([name], i) => ({ name, value: momentBands[i] ?? 0 })),
  };
}
