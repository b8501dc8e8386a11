import { lastSiteDays, siteDayStartSql, siteTodaySql } from '../../shared/site-time';
import { dayLabel, num, type ScreenPoint, type ScreenSeries } from './chart-shapes';
import { rowsOf, type ScreenFilter } from './screen-filter';

export interface PassageRow {
  readonly id: number;
  readonly plateNo: string;
  readonly carType: string;
  readonly direction: 'in' | 'out';
  readonly directionName: string;
  readonly projectId: number;
  readonly projectName: string;
  readonly ts: string;
}

export interface VehicleStats {
  readonly today: {
    readonly in: number;
    readonly out: number;
    /** Distinct plates seen today. */
    readonly vehicles: number;
    /** Plates whose last passage today was inward. */
    readonly inside: number;
  };
  /** 进场 / 出场 per day over the last `days` site days. */
  readonly trend: ScreenSeries;
  /** Today's entries by vehicle type. */
  readonly byCarType: ScreenPoint[];
  /** The 20 most recent passages (of the last `days` days). */
  readonly latest: PassageRow[];
}

const DIRECTION_NAMES = { in: '进场', out: '出场' } as const;

/** Vehicle screen (GetClgl_cltj): gate passages in/out today, the last `days` days (default 7), by type, latest 20. */
export async function vehicleStats(f: ScreenFilter, days = 7): Promise<VehicleStats> {
  const since = `(${siteDayStartSql} - make_interval(days => ${days - 1}))`;
  // Per-day and per-type counts from the per-project passage summary (docs/decisions/0230); today's distinct
  // plates and the newest passages from the passages themselves.
  const [today, perDay, types, latest] = await Promise.all([
    rowsOf(f, (p) => `SELECT count(*) FILTER (WHERE t.direction = 'in')::int AS n_in, count(*) FILTER (WHERE t.direction = 'out')::int AS n_out,
                             count(DISTINCT t.plate_no)::int AS vehicles,
                             (SELECT count(*) FROM (SELECT DISTINCT ON (x.plate_no) x.direction FROM vehicle_passages x
                                WHERE ${f.where('vehicle_passages', p, 'x')} AND x.ts >= ${siteDayStartSql}
                                ORDER BY x.plate_no, x.ts DESC) last WHERE last.direction = 'in')::int AS inside
                        FROM vehicle_passages t WHERE ${f.where('vehicle_passages', p)} AND t.ts >= ${siteDayStartSql}`),
    rowsOf(f, (p) => `SELECT to_char(x.day, 'YYYY-MM-DD') AS day, x.direction, x.n FROM (
                        SELECT t.day, t.direction, sum(t.n)::int AS n
                          FROM screen_passage_days t WHERE ${f.where('screen_passage_days', p)} AND t.day >= ${siteTodaySql} - ${p.add(days - 1)}::int GROUP BY 1, 2) x`),
    rowsOf(f, (p) => `SELECT t.car_type AS key, sum(t.n)::int AS n FROM screen_passage_days t
                       WHERE ${f.where('screen_passage_days', p)} AND t.day >= ${siteTodaySql} AND t.direction = 'in' GROUP BY 1 HAVING sum(t.n) > 0 ORDER BY n DESC, 1`),
    rowsOf(f, (p) => `SELECT t.id, t.plate_no, t.car_type, t.direction, t.project_id, pr.project_name, t.ts
                        FROM vehicle_passages t JOIN projects pr ON pr.id = t.project_id
                       WHERE ${f.where('vehicle_passages', p)} AND t.ts >= ${since} ORDER BY t.ts DESC LIMIT 20`),
  ]);
  const dayKeys = lastSiteDays(days);
  const at = (d: string, dir: string) => num(perDay.find((r) => r.day === d && r.direction === dir)?.n);
  const t = today[0] ?? {};
  return {
    today: { in: num(t.n_in), out: num(t.n_out), vehicles: num(t.vehicles), inside: num(t.inside) },
    trend: {
      categories: dayKeys.map(dayLabel),
      series: [
        { name: DIRECTION_NAMES.in, data: dayKeys.map((d) => at(d, 'in')) },
        { name: DIRECTION_NAMES.out, data: dayKeys.map((d) => at(d, 'out')) },
      ],
    },
    byCarType: types.map((r) => ({ name: String(r.key || '其他'), value: num(r.n) })),
    latest: latest.map((r) => ({
      id: num(r.id),
      plateNo: String(r.plate_no),
      carType: String(r.car_type),
      direction: r.direction === 'in' ? 'in' : 'out',
      directionName: r.direction === 'in' ? DIRECTION_NAMES.in : DIRECTION_NAMES.out,
      projectId: num(r.project_id),
      projectName: String(r.project_name),
      ts: r.ts instanceof Date ? r.ts.toISOString() : String(r.ts),
    })),
  };
}
