import { ident } from '../../db/sql-params';
import { RECORD_KINDS } from '../inspection/inspection-record-kinds';
import { SITE_TIME_ZONE, siteTodaySql } from '../../shared/site-time';
import { num, percent, type ScreenPoint, type ScreenSeries } from './chart-shapes';
import { rowsOf, type ScreenFilter } from './screen-filter';

export interface MaintenanceRecordRow {
  readonly kind: string;
  readonly kindName: string;
  readonly deviceName: string;
  readonly deviceType: string;
  readonly projectName: string;
  readonly userName: string;
  readonly recordTime: string;
}

export interface MaintenanceStats {
  /** Equipment under maintenance and inspection (RoutInspManage). */
  readonly deviceTotal: number;
  /** Of which audit passed (SPEC §3 audit status 2). */
  readonly auditedDevices: number;
  readonly recordTotal: number;
  readonly recordsThisMonth: number;
  /** Equipment with at least one record this month, percent of deviceTotal. */
  readonly coverageThisMonth: number;
  /** Records per kind (巡检 / 操作 / 维修 / 保养); `key` the resource name. */
  readonly byKind: ScreenPoint[];
  /** Records per month of this year, one series per kind. */
  readonly byMonth: ScreenSeries;
  /** Records per equipment type, largest first. */
  readonly byDeviceType: ScreenPoint[];
  /** The 10 most recent records of any kind. */
  readonly latest: MaintenanceRecordRow[];
}

/** Records of every kind as one relation (kind, device, type, project, user, time) limited to the filter. */
function unionOfKinds(f: ScreenFilter, p: Parameters<ScreenFilter['where']>[1], perKind = ''): string {
  return RECORD_KINDS.map(
    (k) => `(SELECT '${k.resource}' AS kind, t.device_id, t.device_type, t.project_id, t.user_name, t.record_time
               FROM ${ident(k.table)} t WHERE ${f.where(k.table, p)}${perKind})`,
  ).join(' UNION ALL ');
}

/** GetSbwb_wbtj (POST): maintenance and inspection statistics from the routine-inspection records. */
export async function maintenanceStats(f: ScreenFilter): Promise<MaintenanceStats> {
  const monthStart = `(SELECT date_trunc('month', (now() AT TIME ZONE '${SITE_TIME_ZONE}')) AT TIME ZONE '${SITE_TIME_ZONE}')`;
  const yearStartDate = `(SELECT date_trunc('year', (now() AT TIME ZONE '${SITE_TIME_ZONE}'))::date)`;
  const monthStartDate = `(SELECT date_trunc('month', (now() AT TIME ZONE '${SITE_TIME_ZONE}'))::date)`;
  const [devices, types, months, latest] = await Promise.all([
    rowsOf(f, (p) => `SELECT count(*)::int AS n, count(*) FILTER (WHERE t.audit_status = 2)::int AS audited,
                             (SELECT count(DISTINCT r.device_id) FROM (${unionOfKinds(f, p, ` AND t.record_time >= ${monthStart}`)}) r)::int AS covered,
                             extract(month FROM ${siteTodaySql})::int AS this_month
                        FROM rout_insp_manage t WHERE ${f.where('rout_insp_manage', p)}`),
    // Counts from the per-project summaries (docs/decisions/0230): per kind and equipment type (all time), per
    // kind and site month; `m` is the month of this year (null before it), `month` counts this month on.
    rowsOf(f, (p) => `SELECT t.kind, t.device_type, sum(t.n)::int AS n
                        FROM screen_maintenance_types t WHERE ${f.where('screen_maintenance_types', p)} GROUP BY 1, 2`),
    rowsOf(f, (p) => `SELECT t.kind, CASE WHEN t.month >= ${yearStartDate} THEN extract(month FROM t.month)::int END AS m, sum(t.n)::int AS n,
                             coalesce(sum(t.n) FILTER (WHERE t.month >= ${monthStartDate}), 0)::int AS month
                        FROM screen_maintenance_months t WHERE ${f.where('screen_maintenance_months', p)} GROUP BY 1, 2`),
    rowsOf(f, (p) => `SELECT r.kind, m.device_name, r.device_type, pr.project_name, r.user_name, r.record_time
                        FROM (${unionOfKinds(f, p, ' ORDER BY t.record_time DESC LIMIT 10')}) r
                        LEFT JOIN rout_insp_manage m ON m.id = r.device_id LEFT JOIN projects pr ON pr.id = r.project_id
                       ORDER BY r.record_time DESC LIMIT 10`),
  ]);
  const sumWhere = (pred: (r: Record<string, unknown>) => boolean, col = 'n') => months.filter(pred).reduce((a, r) => a + num(r[col]), 0);
  const byType = new Map<string, number>();
  for (const r of types) byType.set(String(r.device_type || '其他'), (byType.get(String(r.device_type || '其他')) ?? 0) + num(r.n));
  const d = devices[0] ?? {};
  const thisMonth = num(d.this_month);
  const monthNos = Array.from({ length: thisMonth }, (_, i) => i + 1);
  const title = (resource: unknown) => RECORD_KINDS.find((k) => k.resource === resource)?.title ?? String(resource);
  return {
    deviceTotal: num(d.n),
    auditedDevices: num(d.audited),
    recordTotal: sumWhere(() => true),
    recordsThisMonth: sumWhere(() => true, 'month'),
    coverageThisMonth: percent(num(d.covered), num(d.n)),
    byKind: RECORD_KINDS.map((k) => ({ name: k.title, value: sumWhere((r) => r.kind === k.resource), key: k.resource })),
    byMonth: {
      categories: monthNos.map((m) => `${m}月`),
      series: RECORD_KINDS.map((k) => ({ name: k.title, data: monthNos.map((m) => sumWhere((r) => r.kind === k.resource && r.m !== null && num(r.m) === m)) })),
    },
    byDeviceType: [...byType.entries()].map(([name, value]) => ({ name, value })).sort((a, b) => b.value - a.value || a.name.localeCompare(b.name)),
    latest: latest.map((r) => ({
      kind: String(r.kind),
      kindName: title(r.kind),
      deviceName: String(r.device_name ?? ''),
      deviceType: String(r.device_type),
      projectName: String(r.project_name ?? ''),
      userName: String(r.user_name),
      recordTime: r.record_time instanceof Date ? r.record_time.toISOString() : String(r.record_time),
    })),
  };
}
