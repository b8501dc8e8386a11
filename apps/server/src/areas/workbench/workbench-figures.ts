import type { WorkbenchFigures } from '@worksite/contract';
import { scopeCondition, type ScopeTarget } from '../../auth/data-scope';
import { SqlParams } from '../../db/sql-params';
import type { EndpointContext } from '../../http/mount-endpoint';
import { siteDayStartSql, siteTodaySql } from '../../shared/site-time';
import { ONLINE_WINDOW_MS } from '../../telemetry/scoped-device';

/** Government callers match these rows through their project's district (docs/decisions/0400). */
const target = (table: string, district: boolean): ScopeTarget => ({
  table, company: 'company_id', project: 'project_id', ...(district ? { district: 'district_code' } : {}), preferProject: true,
});

/** The counts `sql(where, p)` answers, with the caller's scope on alias `t` as `where`. */
async function counts<K extends string>(ctx: EndpointContext, t: ScopeTarget, sql: (where: string, p: SqlParams) => string): Promise<Partial<Record<K, number>>> {
  const p = new SqlParams();
  const text = sql(scopeCondition(ctx.scope, t, p, 't'), p);
  return (await ctx.db.one<Record<K, number>>(text, p.values)) ?? {};
}

/**
 * Today's key figures in the caller's scope; "today" is the site's day (Asia/Shanghai). Devices: live ones of live
 * projects (docs/decisions/0512).
 */
export async function workbenchFigures(ctx: EndpointContext): Promise<WorkbenchFigures> {
  const [alarms, devices, attendance, passages] = await Promise.all([
    counts<'n'>(ctx, target('alarm_records', true), (w) => `SELECT count(*)::int AS n FROM alarm_records t WHERE ${w} AND t.raised_at >= ${siteDayStartSql}`),
    counts<'n' | 'online'>(ctx, target('devices', true), (w, p) => `SELECT count(*)::int AS n,
        count(*) FILTER (WHERE t.status = 1 AND t.last_seen_at >= now() - make_interval(secs => ${p.add(ONLINE_WINDOW_MS / 1000)}))::int AS online
        FROM devices t WHERE ${w} AND t.if_del = 0
         AND coalesce(t.project_id, 0) <> ALL(ARRAY(SELECT dp.id FROM projects dp WHERE dp.if_del = 1))`),
    counts<'n'>(ctx, target('attendance_records', false), (w) => `SELECT count(DISTINCT t.worker_id)::int AS n FROM attendance_records t WHERE ${w} AND t.work_date = ${siteTodaySql}`),
    counts<'n'>(ctx, target('vehicle_passages', false), (w) => `SELECT count(*)::int AS n FROM vehicle_passages t WHERE ${w} AND t.ts >= ${siteDayStartSql}`),
  ]);
  return {
    todayAlarms: alarms.n ?? 0,
    onlineDevices: devices.online ?? 0,
    devices: devices.n ?? 0,
    todayAttendance: attendance.n ?? 0,
    todayPassages: passages.n ?? 0,
  };
}
