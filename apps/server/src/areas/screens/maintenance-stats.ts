import { ident } from '../../db/sql-params';
import { RECORD_KINDS } from '../inspection/record-kinds';
import { SITE_TIME_ZONE, siteTodaySql } from '../personnel/site-time';
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
function unionOfKinds(f: ScreenFilter, p: Parameters<ScreenFilter['where']>[1]): string {
  return RECORD_KINDS.map(
    (k) => `SELECT '${k.resource}' AS kind, t.device_id, t.device_type, t.project_id, t.user_name, t.record_time
              FROM ${ident(k.table)} t WHERE ${f.where(k.table, p)}`,
  ).join(' UNION ALL ');
}

/** GetSbwb_wbtj (POST): maintenance and inspection statistics from the routine-inspection records. */
export async function maintenanceStats(f: ScreenFilter): Promise<MaintenanceStats> {
  const monthStart = `(date_trunc('month', ${siteTodaySql}::timestamp) AT TIME ZONE '${SITE_TIME_ZONE}')`;
  const yearStart = `(date_trunc('year', ${siteTodaySql}::timestamp) AT TIME ZONE '${SITE_TIME_ZONE}')`;
  const [devices, kinds, months, types, latest] = await Promise.all([
    rowsOf(f, (p) => `SELECT count(*)::int AS n, count(*) FILTER (WHERE t.audit_status = 2)::int AS audited,
                             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM (${unionOfKinds(f, p)}) r WHERE r.device_id = t.id AND r.record_time >= ${monthStart}))::int AS covered
                        FROM rout_insp_manage t WHERE ${f.where('rout_insp_manage', p)}`),
    rowsOf(f, (p) => `SELECT r.kind AS key, count(*)::int AS n, count(*) FILTER (WHERE r.record_time >= ${monthStart})::int AS month
                        FROM (${unionOfKinds(f, p)}) r GROUP BY 1`),
    rowsOf(f, (p) => `SELECT r.kind, extract(month FROM r.record_time AT TIME ZONE '${SITE_TIME_ZONE}')::int AS m, count(*)::int AS n,
                             extract(month FROM ${siteTodaySql})::int AS this_month
                        FROM (${unionOfKinds(f, p)}) r WHERE r.record_time >= ${yearStart} GROUP BY 1, 2`),
    rowsOf(f, (p) => `SELECT r.device_type AS key, count(*)::int AS n FROM (${unionOfKinds(f, p)}) r GROUP BY 1 ORDER BY n DESC, 1`),
    rowsOf(f, (p) => `SELECT r.kind, m.device_name, r.device_type, pr.project_name, r.user_name, r.record_time
                        FROM (${unionOfKinds(f, p)}) r LEFT JOIN rout_insp_manage m ON m.id = r.device_id LEFT JOIN projects pr ON pr.id = r.project_id
                       ORDER BY r.record_time DESC LIMIT 10`),
  ]);
  const d = devices[0] ?? {};
  const thisMonth = num(months[0]?.this_month) || Number(new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, month: 'numeric' }).format(new Date()));
  const monthNos = Array.from({ length: thisMonth }, (_, i) => i + 1);
  const title = (resource: unknown) => RECORD_KINDS.find((k) => k.resource === resource)?.title ?? String(resource);
  return {
    deviceTotal: num(d.n),
    auditedDevices: num(d.audited),
    recordTotal: kinds.reduce((s, r) => s + num(r.n), 0),
    recordsThisMonth: kinds.reduce((s, r) => s + num(r.month), 0),
    coverageThisMonth: percent(num(d.covered), num(d.n)),
    byKind: RECORD_KINDS.map((k) => ({ name: k.title, value: num(kinds.find((r) => r.key === k.resource)?.n), key: k.resource })),
    byMonth: {
      categories: monthNos.map((m) => `${m}月`),
      series: RECORD_KINDS.map((k) => ({ name: k.title, data: monthNos.map((m) => num(months.find((r) => r.kind === k.resource && num(r.m) === m)?.n)) })),
    },
    byDeviceType: types.map((r) => ({ name: String(r.key || '其他'), value: num(r.n) })),
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
