import { THRESHOLD_DEVICE_TYPES } from '../../alarm-engine/metric-labels';
import type { SqlParams } from '../../db/sql-params';
import { invalid } from '../../http/api-error';
import { optionalId, pick, text } from '../../http/call-params';
import { messages } from '../../shared/messages';
import { SITE_TIME_ZONE } from '../../shared/site-time';

/** A day `yyyy-mm-dd` as a bound parameter, or undefined when not sent. */
function day(v: unknown, label: string, p: SqlParams): string | undefined {
  const s = text(v);
  if (s === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(Date.parse(s))) throw invalid(messages.invalidField(label));
  return p.add(s);
}

/**
 * The alarm lists' own parameters beside strWhere, as docs/decisions/0152 gave them (the workbench and screens
 * may send them): status (one or a comma list), level, projectId, deviceId, deviceType, metric, and startDate /
 * endDate (site days) on raised_at. Conditions over `a`.
 */
export function alarmListSql(params: Record<string, unknown>, p: SqlParams, a: string): string[] {
  const where: string[] = [];
  const status = text(pick(params, 'status'));
  if (status) {
    const list = status.split(',').map(Number);
    if (!list.every((s) => [1, 2, 3].includes(s))) throw invalid(messages.invalidField('处理状态'));
    where.push(`${a}.status = ANY(${p.add(list)}::int[])`);
  }
  const level = text(pick(params, 'level', 'alarmLevel'));
  if (level) {
    if (!['1', '2', '3'].includes(level)) throw invalid(messages.alarmLevelInvalid);
    where.push(`${a}.level = ${p.add(Number(level))}`);
  }
  for (const [keys, col, label] of [[['projectId', 'project_id'], 'project_id', '项目'], [['deviceId', 'device_id'], 'device_id', '设备']] as const) {
    const v = optionalId(pick(params, ...keys), label);
    if (v !== undefined) where.push(`${a}.${col} = ${p.add(v)}`);
  }
  const deviceType = text(pick(params, 'deviceType', 'device_type'));
  if (deviceType) {
    if (!THRESHOLD_DEVICE_TYPES.includes(deviceType)) throw invalid(messages.invalidField('设备类型'));
    where.push(`${a}.device_type = ${p.add(deviceType)}`);
  }
  const metric = text(pick(params, 'metric'));
  if (metric) where.push(`${a}.metric = ${p.add(metric.slice(0, 32))}`);
  const from = day(pick(params, 'startDate', 'startTime', 'beginDate'), '开始日期', p);
  if (from) where.push(`${a}.raised_at >= (${from}::date::timestamp AT TIME ZONE '${SITE_TIME_ZONE}')`);
  const to = day(pick(params, 'endDate', 'endTime'), '结束日期', p);
  if (to) where.push(`${a}.raised_at < ((${to}::date + 1)::timestamp AT TIME ZONE '${SITE_TIME_ZONE}')`);
  return where;
}
