import { ORDER_CANCELLED, ORDER_COMPLETED, ORDER_PRODUCING, ORDER_STATUS, statusLabel } from '../concrete/conc-statuses';
import { siteDateOf, siteDayStartSql } from '../../shared/site-time';
import { countMap, dayLabel, num, pointsOfLookup, round, type ScreenPoint, type ScreenSeries } from './chart-shapes';
import { lastSiteDays, siteMonthStartSql } from '../../shared/site-time';
import { isoOf } from './chart-shapes';
import { siteNextYearStartSql, siteYearStartSql } from './concrete-stats-scope';
import { rowsOf, type ScreenFilter } from './screen-filter';

/** Order statistics of the concrete screens (GetHntsc_ddtj, docs/decisions/0200). Volumes in m³. */
export interface ConcreteOrderStats {
  readonly total: number;
  /** Orders in status 生产中. */
  readonly inProgress: number;
  /** Orders completed (status 已完成) this site month. */
  readonly completedThisMonth: number;
  /** Ordered volume of orders not cancelled whose plan time falls this site year. */
  readonly volumeOrdered: number;
  /** Volume of delivery notes that left this site year. */
  readonly volumeDelivered: number;
  readonly byStatus: ScreenPoint[];
  /** This year's ordered volume by project, top 10. */
  readonly byProject: ScreenPoint[];
  /** Last 30 site days: 订单方量 (by plan day) and 送货方量 (by departure day). */
  readonly trend: ScreenSeries;
  readonly latest: {
    readonly id: number;
    readonly orderNo: string;
    readonly projectName: string;
    readonly strength: string;
    readonly volume: number;
    readonly delivered: number;
    readonly statusName: string;
    readonly planTime: string;
  }[];
}

const TREND_DAYS = 30;

/** GetHntsc_ddtj: order counts by status, ordered against delivered volume, per project and per day, newest 20. */
export async function concreteOrderStats(f: ScreenFilter): Promise<ConcreteOrderStats> {
  const since = `(${siteDayStartSql} - make_interval(days => ${TREND_DAYS - 1}))`;
  const tomorrow = `(${siteDayStartSql} + interval '1 day')`;
  const inYear = (col: string) => `${col} >= ${siteYearStartSql} AND ${col} < ${siteNextYearStartSql}`;
  const [statuses, volumes, projects, latest] = await Promise.all([
    rowsOf(f, (p) => `SELECT t.status AS key, count(*)::int AS n,
                             count(*) FILTER (WHERE t.completed_at >= ${siteMonthStartSql})::int AS completed_month,
                             coalesce(sum(t.volume_m3) FILTER (WHERE ${inYear('t.plan_time')}), 0) AS volume_year
                        FROM conc_orders t WHERE ${f.where('conc_orders', p)} GROUP BY 1`),
    rowsOf(f, (p) => `SELECT 'order' AS kind, to_char(${siteDateOf('t.plan_time')}, 'YYYY-MM-DD') AS key, sum(t.volume_m3) AS v
                        FROM conc_orders t WHERE ${f.where('conc_orders', p)} AND t.status <> ${ORDER_CANCELLED}
                         AND t.plan_time >= ${since} AND t.plan_time < ${tomorrow} GROUP BY 2
                      UNION ALL
                      SELECT 'delivery', to_char(${siteDateOf('t.left_at')}, 'YYYY-MM-DD'), sum(t.volume_m3)
                        FROM conc_deliveries t WHERE ${f.where('conc_deliveries', p)} AND t.left_at >= ${since} GROUP BY 2
                      UNION ALL
                      SELECT 'year', '', sum(t.volume_m3) FROM conc_deliveries t WHERE ${f.where('conc_deliveries', p)} AND ${inYear('t.left_at')}`),
    rowsOf(f, (p) => `SELECT pr.project_name AS name, pr.id, sum(t.volume_m3) AS v FROM conc_orders t JOIN projects pr ON pr.id = t.project_id
                       WHERE ${f.where('conc_orders', p)} AND t.status <> ${ORDER_CANCELLED} AND ${inYear('t.plan_time')}
                       GROUP BY pr.id, pr.project_name ORDER BY v DESC, pr.id LIMIT 10`),
    rowsOf(f, (p) => `SELECT t.id, t.order_no, pr.project_name, t.strength_grade, t.volume_m3, t.status, t.plan_time, coalesce(d.v, 0) AS delivered
                        FROM (SELECT t.* FROM conc_orders t WHERE ${f.where('conc_orders', p)} ORDER BY t.create_time DESC, t.id DESC LIMIT 20) t
                        JOIN projects pr ON pr.id = t.project_id
                        LEFT JOIN LATERAL (SELECT sum(x.volume_m3) AS v FROM conc_deliveries x WHERE x.order_id = t.id) d ON true
                       ORDER BY t.create_time DESC, t.id DESC`),
  ]);
  const counts = countMap(statuses);
  const sum = (col: string, only?: number) => statuses.reduce((acc, r) => acc + (only === undefined || num(r.key) === only ? num(r[col]) : 0), 0);
  const days = lastSiteDays(TREND_DAYS);
  const series = (kind: string) => {
    const m = new Map(volumes.filter((r) => r.kind === kind).map((r) => [String(r.key), round(num(r.v), 1)]));
    return days.map((d) => m.get(d) ?? 0);
  };
  return {
    total: sum('n'),
    inProgress: counts.get(String(ORDER_PRODUCING)) ?? 0,
    completedThisMonth: sum('completed_month', ORDER_COMPLETED),
    volumeOrdered: round(statuses.filter((r) => num(r.key) !== ORDER_CANCELLED).reduce((acc, r) => acc + num(r.volume_year), 0), 1),
    volumeDelivered: round(num(volumes.find((r) => r.kind === 'year')?.v), 1),
    byStatus: pointsOfLookup(ORDER_STATUS, counts),
    byProject: projects.map((r) => ({ name: String(r.name), value: round(num(r.v), 1), key: num(r.id) })),
    trend: {
      categories: days.map(dayLabel),
      series: [
        { name: '订单方量', data: series('order') },
        { name: '送货方量', data: series('delivery') },
      ],
    },
    latest: latest.map((r) => ({
      id: num(r.id),
      orderNo: String(r.order_no),
      projectName: String(r.project_name),
      strength: String(r.strength_grade),
      volume: round(num(r.volume_m3), 1),
      delivered: round(num(r.delivered), 1),
      statusName: statusLabel(ORDER_STATUS, r.status),
      planTime: isoOf(r.plan_time),
    })),
  };
}
