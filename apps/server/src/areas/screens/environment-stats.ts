import { SITE_TIME_ZONE } from '../../shared/site-time';
import { num, numOrNull, round, type ScreenSeries } from './chart-shapes';
import { rowsOf, type ScreenFilter } from './screen-filter';

/** Environment metrics of dust monitors, in display order, with label and unit. */
export const ENV_METRICS = [
  ['pm25', 'PM2.5', 'μg/m³'],
  ['pm10', 'PM10', 'μg/m³'],
  ['dust', 'TSP', 'mg/m³'],
  ['noise', '噪声', 'dB'],
  ['temperature', '温度', '°C'],
  ['humidity', '湿度', '%RH'],
  ['windSpeed', '风速', 'm/s'],
] as const;
export type EnvMetric = (typeof ENV_METRICS)[number][0];
const METRIC_KEYS: readonly string[] = ENV_METRICS.map((m) => m[0]);

/** Latest environment values (mean over the monitors concerned); null where nothing was reported. */
export type EnvValues = { readonly [K in EnvMetric]: number | null };

export interface ProjectEnvironment extends EnvValues {
  readonly projectId: number;
  readonly projectName: string;
  /** Time of the newest of these readings. */
  readonly ts: string | null;
}

export interface EnvironmentReadings {
  /** Mean of the monitors' latest values over the whole filter. */
  readonly current: EnvValues & { readonly ts: string | null };
  /** Per project with monitors. */
  readonly projects: ProjectEnvironment[];
  /** Last 24 hours (site time, current hour last): hourly mean per metric from the hour rollups. */
  readonly series24h: ScreenSeries;
  /** Metric key → { name, unit } for labels and axes. */
  readonly metrics: Readonly<Record<EnvMetric, { readonly name: string; readonly unit: string }>>;
}

const values = (get: (m: EnvMetric) => unknown): EnvValues =>
  Object.fromEntries(ENV_METRICS.map(([m]) => [m, numOrNull(get(m))])) as unknown as EnvValues;

/** GetHjjc_zytj: latest PM2.5/PM10/TSP/noise/temperature/humidity/wind per project and overall, and a 24 h hourly series. */
export async function environmentReadings(f: ScreenFilter): Promise<EnvironmentReadings> {
  const [latest, hours] = await Promise.all([
    rowsOf(f, (p) => `SELECT d.project_id, pr.project_name, l.metric, avg(l.value) AS v, max(l.ts) AS ts, GROUPING(d.project_id, pr.project_name) AS g
                        FROM devices d JOIN readings_latest l ON l.device_id = d.id LEFT JOIN projects pr ON pr.id = d.project_id
                       WHERE ${f.where('devices', p, 'd')} AND d.device_type = 'dust' AND l.metric = ANY(${p.add(METRIC_KEYS)}::text[])
                       GROUP BY GROUPING SETS ((d.project_id, pr.project_name, l.metric), (l.metric))`),
    rowsOf(f, (p) => `SELECT x.metric, to_char(x.bucket AT TIME ZONE '${SITE_TIME_ZONE}', 'YYYY-MM-DD HH24') AS hour, x.v FROM (
                        SELECT h.metric, h.bucket, sum(h.sum) / nullif(sum(h.n), 0) AS v
                          FROM devices d
                         CROSS JOIN LATERAL (
                               -- per monitor through the rollup's key (OFFSET 0 keeps it a per-device index range scan)
                               SELECT h.metric, h.bucket, h.sum, h.n FROM readings_hour h
                                WHERE h.device_id = d.id AND h.metric = ANY(${p.add(METRIC_KEYS)}::text[])
                                  AND h.bucket >= date_trunc('hour', now()) - interval '23 hours' OFFSET 0) h
                         WHERE ${f.where('devices', p, 'd')} AND d.device_type = 'dust'
                         GROUP BY 1, 2) x`),
  ]);
  const overall = latest.filter((r) => num(r.g) !== 0);
  const byProject = new Map<number, Record<string, unknown>[]>();
  for (const r of latest) {
    if (num(r.g) !== 0 || r.project_id === null) continue;
    const id = num(r.project_id);
    byProject.set(id, [...(byProject.get(id) ?? []), r]);
  }
  const newest = (rows: Record<string, unknown>[]) => {
    const ts = rows.map((r) => (r.ts instanceof Date ? r.ts.getTime() : 0)).reduce((a, b) => Math.max(a, b), 0);
    return ts ? new Date(ts).toISOString() : null;
  };
  const now = Date.now();
  const hourKeys = Array.from({ length: 24 }, (_, i) => siteHour(new Date(now - (23 - i) * 3_600_000)));
  return {
    current: { ...values((m) => overall.find((r) => r.metric === m)?.v), ts: newest(overall) },
    projects: [...byProject.entries()].map(([projectId, rows]) => ({
      projectId,
      projectName: String(rows[0]?.project_name ?? ''),
      ...values((m) => rows.find((r) => r.metric === m)?.v),
      ts: newest(rows),
    })),
    series24h: {
      categories: hourKeys.map((k) => `${k.slice(11)}:00`),
      series: ENV_METRICS.map(([m, name]) => ({
        name,
        data: hourKeys.map((k) => {
          const row = hours.find((r) => r.metric === m && r.hour === k);
          return row ? numOrNull(row.v) : null;
        }),
      })),
    },
    metrics: Object.fromEntries(ENV_METRICS.map(([m, name, unit]) => [m, { name, unit }])) as EnvironmentReadings['metrics'],
  };
}

/** One formatter for every hour key (building one costs more than formatting). */
const SITE_HOUR_PARTS = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });

/** `YYYY-MM-DD HH` of an instant in site time (same text as the SQL above). */
function siteHour(d: Date): string {
  const parts = SITE_HOUR_PARTS.formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}`;
}

/** Mean of a metric's latest values across projects, for overview tiles (null when none). */
export function meanOf(env: EnvironmentReadings, metric: EnvMetric): number | null {
  const v = env.projects.map((p) => p[metric]).filter((x): x is number => x !== null);
  return v.length ? round(v.reduce((a, b) => a + b, 0) / v.length) : null;
}
