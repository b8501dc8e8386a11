import { ALARM_LEVEL, ALARM_RECORD_STATUS, alarmLevelLabel } from '@worksite/lookups';
import { metricUnit } from '../../alarm-engine/metric-labels';
import { METRICS_BY_KIND } from '../../telemetry/metrics';
import { SITE_TIME_ZONE, siteDateOf, siteDayStartSql } from '../../shared/site-time';
import { countMap, dayLabel, num, pointsOfLookup, type ScreenPoint, type ScreenSeries } from './chart-shapes';
import { rowsOf, type ScreenFilter } from './screen-filter';

/**
 * Alarm record states (1 open, 2 acknowledged, 3 closed), in display order (docs/decisions/0165): the one lookup
 * the alarm pages and the live push use, so a loaded row and a pushed one read alike (docs/decisions/0581).
 */
const ALARM_STATUS = ALARM_RECORD_STATUS;
const LEVEL_COLORS: Readonly<Record<string, string>> = { 1: '#ff4d4f', 2: '#fa8c16', 3: '#fadb14' };

export interface AlarmRow {
  readonly id: number;
  readonly deviceName: string;
  readonly projectName: string;
  readonly metric: string;
  readonly metricName: string;
  readonly value: number | null;
  /** The metric's unit ('' when it has none). */
  readonly unit: string;
  readonly level: number;
  readonly levelName: string;
  readonly status: number;
  readonly statusName: string;
  readonly raisedAt: string | null;
}

export interface AlarmStats {
  /** False while the alarm records table does not exist (every count is then 0). */
  readonly available: boolean;
  /** Not closed, whenever raised. */
  readonly openNow: number;
  readonly today: number;
  /** Raised in the last 30 site days. */
  readonly last30Days: number;
  readonly byLevel: ScreenPoint[];
  readonly byStatus: ScreenPoint[];
  readonly byMetric: ScreenPoint[];
  /** Alarms raised per day over the last 7 days, one series per level. */
  readonly trend: ScreenSeries;
  /** The 10 most recent. */
  readonly latest: AlarmRow[];
}

/** `YYYY-MM-DD` in site time (one formatter: building one costs more than formatting). */
const SITE_DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE });

/** Metric → label, the first kind's label where two kinds share a metric (as a search in kind order). */
const METRIC_LABELS = new Map<string, string>();
for (const i of Object.values(METRICS_BY_KIND).flat()) if (!METRIC_LABELS.has(i.metric)) METRIC_LABELS.set(i.metric, i.label);
const metricName = (m: string) => METRIC_LABELS.get(m) ?? m;

/** Alarm panel (GetPtyj_bjtj): counts by level and status over 30 days, today, open now, 7-day trend, latest 10. */
export async function alarmStats(f: ScreenFilter): Promise<AlarmStats> {
  const days = Array.from({ length: 7 }, (_, i) => new Date(Date.now() - (6 - i) * 86_400_000));
  if (!f.has('alarm_records')) {
    return {
      available: false, openNow: 0, today: 0, last30Days: 0,
      byLevel: pointsOfLookup(ALARM_LEVEL, new Map(), LEVEL_COLORS), byStatus: pointsOfLookup(ALARM_STATUS, new Map()), byMetric: [],
      trend: { categories: [], series: [] }, latest: [],
    };
  }
  const since = `(${siteDayStartSql} - interval '29 days')`;
  const week = `(${siteDayStartSql} - interval '6 days')`;
  const [totals, groups, perDay, latest] = await Promise.all([
    rowsOf(f, (p) => `SELECT count(*) FILTER (WHERE t.status <> 3)::int AS open_now,
                             count(*) FILTER (WHERE t.raised_at >= ${siteDayStartSql})::int AS today,
                             count(*) FILTER (WHERE t.raised_at >= ${since})::int AS month
                        FROM alarm_records t WHERE ${f.where('alarm_records', p)}`),
    rowsOf(f, (p) => `SELECT t.level, t.status, t.metric, GROUPING(t.level, t.status, t.metric) AS g, count(*)::int AS n FROM alarm_records t
                       WHERE ${f.where('alarm_records', p)} AND t.raised_at >= ${since} GROUP BY GROUPING SETS ((t.level), (t.status), (t.metric))`),
    rowsOf(f, (p) => `SELECT to_char(x.day, 'YYYY-MM-DD') AS day, x.level, x.n FROM (
                        SELECT ${siteDateOf('t.raised_at')} AS day, t.level, count(*)::int AS n FROM alarm_records t
                         WHERE ${f.where('alarm_records', p)} AND t.raised_at >= ${week} GROUP BY 1, 2) x`),
    rowsOf(f, (p) => `SELECT t.id, t.metric, t.value, t.level, t.status, t.raised_at, t.device_name, pr.project_name
                        FROM alarm_records t LEFT JOIN projects pr ON pr.id = t.project_id
                       WHERE ${f.where('alarm_records', p)} ORDER BY t.raised_at DESC, t.id DESC LIMIT 10`),
  ]);
  const t = totals[0] ?? {};
  const levels = groups.filter((r) => num(r.g) === 3).map((r) => ({ key: r.level, n: r.n }));
  const statuses = groups.filter((r) => num(r.g) === 5).map((r) => ({ key: r.status, n: r.n }));
  const metrics = groups.filter((r) => num(r.g) === 6).map((r) => ({ key: r.metric, n: r.n })).sort((a, b) => num(b.n) - num(a.n) || String(a.key).localeCompare(String(b.key)));
  const dayKeys = days.map((d) => SITE_DAY_FORMAT.format(d));
  return {
    available: true,
    openNow: num(t.open_now),
    today: num(t.today),
    last30Days: num(t.month),
    byLevel: pointsOfLookup(ALARM_LEVEL, countMap(levels), LEVEL_COLORS),
    byStatus: pointsOfLookup(ALARM_STATUS, countMap(statuses)),
    byMetric: metrics.map((r) => ({ name: metricName(String(r.key)), value: num(r.n), key: String(r.key) })),
    trend: {
      categories: dayKeys.map(dayLabel),
      series: ALARM_LEVEL.map((l) => ({
        name: l.label,
        color: LEVEL_COLORS[l.value],
        data: dayKeys.map((d) => num(perDay.find((r) => r.day === d && num(r.level) === l.value)?.n)),
      })),
    },
    latest: latest.map((r) => ({
      id: num(r.id),
      deviceName: String(r.device_name ?? ''),
      projectName: String(r.project_name ?? ''),
      metric: String(r.metric),
      metricName: metricName(String(r.metric)),
      value: r.value === null ? null : num(r.value),
      // The unit the live push sends (alarm-rows.ts): a loaded row and a pushed one read alike.
      unit: metricUnit(String(r.metric)),
      level: num(r.level),
      levelName: alarmLevelLabel(num(r.level)),
      status: num(r.status),
      statusName: ALARM_STATUS.find((s) => s.value === num(r.status))?.label ?? String(r.status),
      raisedAt: r.raised_at instanceof Date ? r.raised_at.toISOString() : null,
    })),
  };
}
