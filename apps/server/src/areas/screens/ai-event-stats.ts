import { AI_EVENT_KIND, aiEventKindLabel, aiSampleTexts } from '../ai-samples/ai-sample-lookups';
import { lastSiteDays, siteHourOf } from '../../shared/site-time';
import { isoOf } from './chart-shapes';
import { siteDateOf, siteDayStartSql } from '../../shared/site-time';
import { countMap, dayLabel, num, pointsOfLookup, type ScreenPoint, type ScreenSeries } from './chart-shapes';
import { rowsOf, type ScreenFilter } from './screen-filter';

export interface AiEventRow {
  readonly id: number;
  readonly kindName: string;
  readonly cameraName: string;
  readonly projectName: string;
  readonly ts: string;
  /** 已处理 / 未处理 */
  readonly handledName: string;
}

export interface AiEventStats {
  /** Cameras (devices of type camera) in the filter. */
  readonly cameras: number;
  readonly today: number;
  /** Recognised in the last 7 site days, today included. */
  readonly last7Days: number;
  /** Not handled, whenever recognised. */
  readonly unhandled: number;
  /** Last 30 site days, every kind in AI_EVENT_KIND order (0 allowed). */
  readonly byKind: ScreenPoint[];
  /** Events per day over the last 7 site days, series 识别事件. */
  readonly trend: ScreenSeries;
  /** Today's events per site hour, `0时` … `23时`, series 识别事件. */
  readonly byHour: ScreenSeries;
  /** The 20 most recent. */
  readonly latest: AiEventRow[];
}

/** AI recognition screen (GetAisb_sjtj): cameras, events today / 7 days / unhandled, by kind, 7-day trend, today by hour, latest 20. */
export async function aiEventStats(f: ScreenFilter): Promise<AiEventStats> {
  const week = `(${siteDayStartSql} - interval '6 days')`;
  const month = `(${siteDayStartSql} - interval '29 days')`;
  const [totals, kinds, perDay, perHour, latest] = await Promise.all([
    rowsOf(f, (p) => `SELECT (SELECT count(*) FROM devices d WHERE ${f.where('devices', p, 'd')} AND d.device_type = 'camera')::int AS cameras,
                             (SELECT count(*) FROM ai_events t WHERE ${f.where('ai_events', p)} AND t.ts >= ${siteDayStartSql})::int AS today,
                             (SELECT count(*) FROM ai_events t WHERE ${f.where('ai_events', p)} AND t.ts >= ${week})::int AS week,
                             (SELECT count(*) FROM ai_events t WHERE ${f.where('ai_events', p)} AND NOT t.handled)::int AS unhandled`),
    rowsOf(f, (p) => `SELECT t.kind AS key, count(*)::int AS n FROM ai_events t WHERE ${f.where('ai_events', p)} AND t.ts >= ${month} GROUP BY 1`),
    rowsOf(f, (p) => `SELECT to_char(x.day, 'YYYY-MM-DD') AS key, x.n FROM (
                        SELECT ${siteDateOf('t.ts')} AS day, count(*)::int AS n FROM ai_events t
                         WHERE ${f.where('ai_events', p)} AND t.ts >= ${week} GROUP BY 1) x`),
    rowsOf(f, (p) => `SELECT ${siteHourOf('t.ts')} AS key, count(*)::int AS n FROM ai_events t
                       WHERE ${f.where('ai_events', p)} AND t.ts >= ${siteDayStartSql} GROUP BY 1`),
    rowsOf(f, (p) => `SELECT t.id, t.kind, t.ts, t.handled, d.name AS camera_name, pr.project_name
                        FROM ai_events t JOIN devices d ON d.id = t.device_id LEFT JOIN projects pr ON pr.id = t.project_id
                       WHERE ${f.where('ai_events', p)} ORDER BY t.ts DESC, t.id DESC LIMIT 20`),
  ]);
  const t = totals[0] ?? {};
  const days = lastSiteDays(7);
  const daily = countMap(perDay);
  const hourly = countMap(perHour);
  const hours = Array.from({ length: 24 }, (_, h) => h);
  return {
    cameras: num(t.cameras),
    today: num(t.today),
    last7Days: num(t.week),
    unhandled: num(t.unhandled),
    byKind: pointsOfLookup(AI_EVENT_KIND, countMap(kinds)),
    trend: { categories: days.map(dayLabel), series: [{ name: aiSampleTexts.eventsSeries, data: days.map((d) => daily.get(d) ?? 0) }] },
    byHour: {
      categories: hours.map((h) => `${h}${aiSampleTexts.hourSuffix}`),
      series: [{ name: aiSampleTexts.eventsSeries, data: hours.map((h) => hourly.get(String(h)) ?? 0) }],
    },
    latest: latest.map((r) => ({
      id: num(r.id),
      kindName: aiEventKindLabel(String(r.kind)),
      cameraName: String(r.camera_name ?? ''),
      projectName: String(r.project_name ?? ''),
      ts: isoOf(r.ts),
      handledName: r.handled ? aiSampleTexts.handled : aiSampleTexts.unhandled,
    })),
  };
}
