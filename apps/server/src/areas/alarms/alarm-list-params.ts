import { alarmListParams } from '@worksite/contract';
import { THRESHOLD_DEVICE_TYPES } from '../../alarm-engine/metric-labels';
import type { SqlParams } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import { paramValues } from '../../http/call-params';
import { messages } from '../../shared/messages';
import { SITE_TIME_ZONE } from '../../shared/site-time';

/** A day `yyyy-mm-dd` as a bound parameter, or undefined when not sent. */
function day(s: string, label: string, p: SqlParams): string | undefined {
  if (s === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(Date.parse(s))) throw invalid(messages.invalidField(label));
  return p.add(s);
}

/**
 * The alarm lists' own parameters beside strWhere (declared in the contract: alarmListParams, docs/decisions/0152,
 * 0413): status (one or a comma list), level, projectId, deviceId, deviceType, metric, and startDate / endDate
 * (site days) on raised_at. Conditions over `a`.
 */
export function alarmListSql(params: Record<string, unknown>, p: SqlParams, a: string): string[] {
  const where: string[] = [];
  const sent = paramValues(alarmListParams, params);
  const status = sent.status;
  if (status) {
    const list = status.split(',').map(Number);
    if (!list.every((s) => [1, 2, 3].includes(s))) throw invalid(messages.invalidField(alarmListParams.status.label));
    where.push(`${a}.status = ANY(${p.add(list)}::int[])`);
  }
  const level = sent.level;
  if (level) {
    if (!['1', '2', '3'].includes(level)) throw invalid(messages.alarmLevelInvalid);
    where.push(`${a}.level = ${p.add(Number(level))}`);
  }
  for (const [v, col] of [[sent.projectId, 'project_id'], [sent.deviceId, 'device_id']] as const) {
    if (v !== undefined) where.push(`${a}.${col} = ${p.add(v)}`);
  }
  const deviceType = sent.deviceType;
  if (deviceType) {
    if (!THRESHOLD_DEVICE_TYPES.includes(deviceType)) throw invalid(messages.invalidField(alarmListParams.deviceType.label));
    where.push(`${a}.device_type = ${p.add(deviceType)}`);
  }
  const metric = sent.metric;
  if (metric) where.push(`${a}.metric = ${p.add(metric.slice(0, 32))}`);
  const from = day(sent.startDate, alarmListParams.startDate.label, p);
  if (from) where.push(`${a}.raised_at >= (${from}::date::timestamp AT TIME ZONE '${SITE_TIME_ZONE}')`);
  const to = day(sent.endDate, alarmListParams.endDate.label, p);
  if (to) where.push(`${a}.raised_at < ((${to}::date + 1)::timestamp AT TIME ZONE '${SITE_TIME_ZONE}')`);
  return where;
}
