import { TANKER_STATUS, statusLabel } from '../concrete/conc-statuses';
import { SITE_TIME_ZONE, siteDateOf, siteDayStartSql } from '../../shared/site-time';
import { dayLabel, num, round, type ScreenPoint, type ScreenSeries } from './chart-shapes';
import { lastSiteDays, siteMonthStartSql } from '../../shared/site-time';
import { isoOf } from './chart-shapes';
import { plantWhere, siteNextMonthStartSql, siteYearStartSql, tankerWhere } from './concrete-stats-scope';
import { rowsOf, type ScreenFilter } from './screen-filter';

export { concreteOrderStats, type ConcreteOrderStats } from './concrete-stats-orders';

/** Production statistics of the concrete screens (GetHntsc_sctj, docs/decisions/0200). Volumes in m³, materials in t. */
export interface ConcreteProductionStats {
  /** Mixing plants in scope; online = seen in the last 10 minutes. */
  readonly plants: { readonly total: number; readonly online: number };
  readonly today: { readonly volume: number; readonly batches: number; readonly tasks: number; readonly trips: number; readonly tankersOut: number };
  readonly month: { readonly volume: number; readonly orders: number; readonly trips: number };
  readonly year: { readonly volume: number };
  /** Last 30 site days, series 生产方量. */
  readonly volumeTrend: ScreenSeries;
  /** Today's hours 0时–23时, series 生产方量. */
  readonly volumeByHour: ScreenSeries;
  readonly byStrength: ScreenPoint[];
  readonly byPlant: ScreenPoint[];
  /** This month's actual consumption by material, tonnes. */
  readonly materials: ScreenPoint[];
  readonly materialDeviation: { readonly material: string; readonly planned: number; readonly actual: number; readonly deviation: number }[];
  readonly silos: { readonly id: number; readonly name: string; readonly plantName: string; readonly material: string; readonly capacity: number; readonly level: number; readonly percent: number }[];
  readonly latestBatches: { readonly id: number; readonly plantName: string; readonly taskNo: string; readonly projectName: string; readonly strength: string; readonly volume: number; readonly ts: string }[];
  readonly tankers: { readonly id: number; readonly plateNo: string; readonly driver: string; readonly statusName: string; readonly projectName: string }[];
}

const SERIES = '生产方量';
const TREND_DAYS = 30;
const ONLINE_MINUTES = 10;

/**
 * GetHntsc_sctj: plants, today / month / year production, trends, consumption against the formulas, silo
 * levels, newest batches and the tanker fleet of the filter. Six set-based statements, run together.
 */
export async function concreteProductionStats(f: ScreenFilter): Promise<ConcreteProductionStats> {
  const since = `(${siteDayStartSql} - make_interval(days => ${TREND_DAYS - 1}))`;
  const [summary, grouped, materials, silos, latest, tankers] = await Promise.all([
    rowsOf(f, (p) => `SELECT * FROM
        (SELECT count(*)::int AS plants, count(*) FILTER (WHERE pl.last_seen_at > now() - interval '${ONLINE_MINUTES} minutes')::int AS online
           FROM conc_plants pl WHERE ${plantWhere(f, p, 'pl')}) a,
        (SELECT coalesce(sum(t.volume_m3) FILTER (WHERE t.ts >= ${siteDayStartSql}), 0) AS today_volume,
                count(*) FILTER (WHERE t.ts >= ${siteDayStartSql})::int AS today_batches,
                count(DISTINCT t.task_id) FILTER (WHERE t.ts >= ${siteDayStartSql})::int AS today_tasks,
                coalesce(sum(t.volume_m3) FILTER (WHERE t.ts >= ${siteMonthStartSql}), 0) AS month_volume,
                coalesce(sum(t.volume_m3), 0) AS year_volume
           FROM conc_batches t WHERE ${f.where('conc_batches', p)} AND t.ts >= ${siteYearStartSql}) b,
        (SELECT count(*) FILTER (WHERE t.left_at >= ${siteDayStartSql})::int AS today_trips, count(*)::int AS month_trips
           FROM conc_deliveries t WHERE ${f.where('conc_deliveries', p)} AND t.left_at >= ${siteMonthStartSql}) c,
        (SELECT count(*)::int AS month_orders FROM conc_orders t
          WHERE ${f.where('conc_orders', p)} AND t.status <> 4 AND t.plan_time >= ${siteMonthStartSql}
            AND t.plan_time < ${siteNextMonthStartSql}) d,
        (SELECT count(*)::int AS tankers_out FROM conc_tanker_cars tc WHERE ${tankerWhere(f, p, 'tc')} AND tc.status <> 0) e`),
    rowsOf(f, (p) => `WITH w AS (
          SELECT t.ts, t.volume_m3 AS v, t.plant_id, t.strength_grade FROM conc_batches t
           WHERE ${f.where('conc_batches', p)} AND t.ts >= least(${since}, ${siteMonthStartSql}))
        SELECT 'day' AS kind, to_char(${siteDateOf('w.ts')}, 'YYYY-MM-DD') AS key, sum(w.v) AS v FROM w WHERE w.ts >= ${since} GROUP BY 2
        UNION ALL
        SELECT 'hour', extract(hour FROM w.ts AT TIME ZONE '${SITE_TIME_ZONE}')::int::text, sum(w.v) FROM w WHERE w.ts >= ${siteDayStartSql} GROUP BY 2
        UNION ALL
        SELECT 'strength', w.strength_grade, sum(w.v) FROM w WHERE w.ts >= ${siteMonthStartSql} GROUP BY 2
        UNION ALL
        SELECT 'plant', pl.plant_name, sum(w.v) FROM w JOIN conc_plants pl ON pl.id = w.plant_id WHERE w.ts >= ${siteMonthStartSql} GROUP BY pl.id, pl.plant_name`),
    rowsOf(f, (p) => `SELECT t.material_name, sum(t.planned_kg) AS planned, sum(t.actual_kg) AS actual FROM conc_batch_materials t
                       WHERE ${f.where('conc_batch_materials', p)} AND t.ts >= ${siteMonthStartSql} GROUP BY 1 ORDER BY actual DESC, 1`),
    rowsOf(f, (p) => `SELECT s.id, s.silo_name, pl.plant_name, s.material_name, s.capacity_t, s.level_t
                        FROM conc_silos s JOIN conc_plants pl ON pl.id = s.plant_id
                       WHERE s.if_del = 0 AND ${plantWhere(f, p, 'pl')} ORDER BY pl.id, s.id LIMIT 200`),
    rowsOf(f, (p) => `SELECT t.id, pl.plant_name, k.task_no, pr.project_name, t.strength_grade, t.volume_m3, t.ts
                        FROM conc_batches t JOIN conc_plants pl ON pl.id = t.plant_id JOIN conc_tasks k ON k.id = t.task_id
                        JOIN projects pr ON pr.id = t.project_id
                       WHERE ${f.where('conc_batches', p)} ORDER BY t.ts DESC, t.id DESC LIMIT 20`),
    rowsOf(f, (p) => `SELECT tc.id, tc.plate_no, tc.driver_name, tc.status, pr.project_name
                        FROM conc_tanker_cars tc
                        LEFT JOIN conc_tasks k ON k.id = tc.current_task_id AND tc.status <> 0 AND ${f.where('conc_tasks', p, 'k')}
                        LEFT JOIN projects pr ON pr.id = k.project_id
                       WHERE ${tankerWhere(f, p, 'tc')} ORDER BY (tc.status = 0), tc.status_since, tc.plate_no LIMIT 50`),
  ]);
  const s = summary[0] ?? {};
  const of = (kind: string) => grouped.filter((r) => r.kind === kind);
  const byKey = (kind: string) => new Map(of(kind).map((r) => [String(r.key), round(num(r.v), 1)]));
  const days = lastSiteDays(TREND_DAYS);
  const perDay = byKey('day');
  const perHour = byKey('hour');
  const hours = Array.from({ length: 24 }, (_, h) => h);
  const points = (kind: string): ScreenPoint[] =>
    of(kind).map((r) => ({ name: String(r.key || '其他'), value: round(num(r.v), 1) })).sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  return {
    plants: { total: num(s.plants), online: num(s.online) },
    today: {
      volume: round(num(s.today_volume), 1),
      batches: num(s.today_batches),
      tasks: num(s.today_tasks),
      trips: num(s.today_trips),
      tankersOut: num(s.tankers_out),
    },
    month: { volume: round(num(s.month_volume), 1), orders: num(s.month_orders), trips: num(s.month_trips) },
    year: { volume: round(num(s.year_volume), 1) },
    volumeTrend: { categories: days.map(dayLabel), series: [{ name: SERIES, data: days.map((d) => perDay.get(d) ?? 0) }] },
    volumeByHour: { categories: hours.map((h) => `${h}时`), series: [{ name: SERIES, data: hours.map((h) => perHour.get(String(h)) ?? 0) }] },
    byStrength: points('strength'),
    byPlant: points('plant'),
    materials: materials.map((r) => ({ name: String(r.material_name), value: round(num(r.actual) / 1000, 1) })),
    materialDeviation: materials.map((r) => {
      const planned = num(r.planned);
      const actual = num(r.actual);
      return {
        material: String(r.material_name),
        planned: round(planned / 1000, 1),
        actual: round(actual / 1000, 1),
        deviation: planned > 0 ? round(((actual - planned) * 100) / planned, 1) : 0,
      };
    }),
    silos: silos.map((r) => {
      const capacity = num(r.capacity_t);
      const level = num(r.level_t);
      return {
        id: num(r.id),
        name: String(r.silo_name),
        plantName: String(r.plant_name),
        material: String(r.material_name),
        capacity: round(capacity, 1),
        level: round(level, 1),
        percent: capacity > 0 ? round((level * 100) / capacity, 1) : 0,
      };
    }),
    latestBatches: latest.map((r) => ({
      id: num(r.id),
      plantName: String(r.plant_name),
      taskNo: String(r.task_no),
      projectName: String(r.project_name),
      strength: String(r.strength_grade),
      volume: round(num(r.volume_m3), 1),
      ts: isoOf(r.ts),
    })),
    tankers: tankers.map((r) => ({
      id: num(r.id),
      plateNo: String(r.plate_no),
      driver: String(r.driver_name ?? ''),
      statusName: statusLabel(TANKER_STATUS, r.status),
      projectName: String(r.project_name ?? ''),
    })),
  };
}
