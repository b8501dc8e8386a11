import { alarmLevelLabel } from '@worksite/lookups';
import type { Queryable } from '../db/database';
import { notifyInTx, type AlarmBusEvent } from '../push/push-events';
import { metricName, metricUnit } from './metric-labels';

/** Alarm record status labels (contract ALARM_STATUS). */
export const STATUS_LABEL: Readonly<Record<number, string>> = { 1: '待处理', 2: '处理中', 3: '已关闭' };

export interface AlarmRow {
  id: number;
  device_id: number;
  device_type: string;
  device_name: string;
  company_id: number;
  project_id: number | null;
  project_name?: string | null;
  district_code: string;
  threshold_id: number;
  metric: string;
  value: number;
  peak_value: number;
  upper_limit: number | null;
  lower_limit: number | null;
  level: number;
  status: number;
  started_at: Date;
  raised_at: Date;
  recovered_at: Date | null;
  measures: string;
  acknowledged_by_name?: string | null;
  acknowledged_at: Date | null;
  handled_by_name?: string | null;
  handled_at: Date | null;
  closed_by_name?: string | null;
  closed_at: Date | null;
}

const iso = (d: Date | null | undefined) => (d instanceof Date ? d.toISOString() : d ?? '');

/** Columns of `alarm_records a` with the names a client reads. */
export const alarmColumns = `a.*, p.project_name,
  (SELECT coalesce(nullif(u.real_name, ''), u.user_name) FROM users u WHERE u.id = a.acknowledged_by) AS acknowledged_by_name,
  (SELECT coalesce(nullif(u.real_name, ''), u.user_name) FROM users u WHERE u.id = a.handled_by) AS handled_by_name,
  (SELECT coalesce(nullif(u.real_name, ''), u.user_name) FROM users u WHERE u.id = a.closed_by) AS closed_by_name`;
export const alarmFrom = 'alarm_records a LEFT JOIN projects p ON p.id = a.project_id';

export function toAlarm(r: AlarmRow) {
  return {
    id: r.id,
    deviceId: r.device_id,
    deviceName: r.device_name,
    deviceType: r.device_type,
    companyId: r.company_id,
    projectId: r.project_id,
    projectName: r.project_name ?? '',
    districtCode: r.district_code,
    thresholdId: r.threshold_id,
    metric: r.metric,
    metricName: metricName(r.metric),
    unit: metricUnit(r.metric),
    value: r.value,
    peakValue: r.peak_value,
    upperLimit: r.upper_limit,
    lowerLimit: r.lower_limit,
    level: r.level,
    levelName: alarmLevelLabel(r.level),
    status: r.status,
    statusName: STATUS_LABEL[r.status] ?? '',
    startedAt: iso(r.started_at),
    raisedAt: iso(r.raised_at),
    recoveredAt: iso(r.recovered_at),
    measures: r.measures,
    acknowledgedBy: r.acknowledged_by_name ?? '',
    acknowledgedAt: iso(r.acknowledged_at),
    handledBy: r.handled_by_name ?? '',
    handledAt: iso(r.handled_at),
    closedBy: r.closed_by_name ?? '',
    closedAt: iso(r.closed_at),
  };
}

/** What changed: raised, recovered (condition ended), acknowledged, measures, closed. */
export type AlarmAction = 'raised' | 'recovered' | 'acknowledged' | 'measures' | 'closed';

/** Reads the record (by id) and announces it on commit of `q` as an `alarm` push event. */
export async function announceAlarm(q: Queryable, id: number, action: AlarmAction): Promise<ReturnType<typeof toAlarm> | undefined> {
  const row = await q.one<AlarmRow>(`SELECT ${alarmColumns} FROM ${alarmFrom} WHERE a.id = $1`, [id]);
  if (!row) return undefined;
  const alarm = toAlarm(row);
  const event: AlarmBusEvent = {
    k: 'alarm',
    s: { c: row.company_id, p: row.project_id, a: row.district_code },
    d: { action, ...alarm, measures: undefined },
  };
  await notifyInTx(q, event);
  return alarm;
}
