import { endpoints } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition, type ScopeTarget } from '../../auth/data-scope';
import type { Queryable } from '../../db/database';
import { SqlParams } from '../../db/sql-params';
import { answer } from '../../http/answer';
import { conflict, invalid, noPermission, notFound } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { alarmColumns, alarmFrom, announceAlarm, toAlarm, type AlarmRow } from '../../alarm-engine/alarm-rows';
import { THRESHOLD_DEVICE_TYPES } from '../../alarm-engine/metric-labels';
import { boundedText, optionalId, pick, requiredId, text } from '../../http/call-params';
import { pageAnswer, paging } from '../../http/list-paging';

/** Alarm records are scoped by company (enterprise), project (project users) and the device's district (government). */
const target: ScopeTarget = { table: 'alarm_records', company: 'company_id', project: 'project_id', district: 'district_code' };

const idOf = (ctx: EndpointContext) => requiredId(pick(ctx.params, 'id', 'rec_id', 'alarmId'), '报警编号');

/** Day `yyyy-mm-dd` as the start of that day in China time. */
function day(v: unknown, label: string): string | undefined {
  const s = text(v);
  if (s === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(Date.parse(s))) throw invalid(messages.invalidField(label));
  return `${s}T00:00:00+08:00`;
}

/** The record when the caller's scope covers it: 404 unknown, 402 outside the scope (nothing changes). */
async function scopedAlarm(q: Queryable, ctx: EndpointContext, id: number, lock = false): Promise<AlarmRow> {
  const p = new SqlParams();
  const idp = p.add(id);
  const row = await q.one<AlarmRow & { in_scope: boolean }>(
    `SELECT ${alarmColumns}, (${scopeCondition(ctx.scope, target, p, 'a')}) AS in_scope FROM ${alarmFrom} WHERE a.id = ${idp}${lock ? ' FOR UPDATE OF a' : ''}`,
    p.values,
  );
  if (!row) throw notFound();
  if (!row.in_scope) throw noPermission();
  return row;
}

type Change = 'acknowledged' | 'measures' | 'closed';

/**
 * Handling (docs/decisions/0152): acknowledge (open → acknowledged), record measures (open or acknowledged;
 * acknowledges an open alarm), close (needs measures, given now or before). A closed alarm cannot change.
 */
async function handle(ctx: EndpointContext, change: Change) {
  const id = idOf(ctx);
  const measuresGiven = pick(ctx.params, 'measures', 'handleMeasures', 'content') !== undefined;
  const measures = boundedText(pick(ctx.params, 'measures', 'handleMeasures', 'content'), '处理措施', 1000, change === 'measures' ? messages.alarmMeasuresRequired : undefined);
  return ctx.db.tx(async (q) => {
    const before = await scopedAlarm(q, ctx, id, true);
    if (before.status === 3) throw conflict(messages.alarmClosed);
    if (change === 'acknowledged' && before.status !== 1) throw conflict(messages.alarmAlreadyAcknowledged);
    const nextMeasures = measuresGiven ? measures : before.measures;
    if (change === 'closed' && !nextMeasures) throw invalid(messages.alarmMeasuresRequired);
    const status = change === 'closed' ? 3 : 2;
    await q.exec(
      `UPDATE alarm_records SET status = $2::smallint, measures = $3, update_time = now(),
              acknowledged_by = coalesce(acknowledged_by, $4::int), acknowledged_at = coalesce(acknowledged_at, now()),
              handled_by = $4, handled_at = now(),
              closed_by = CASE WHEN $2::smallint = 3 THEN $4::int ELSE closed_by END, closed_at = CASE WHEN $2::smallint = 3 THEN now() ELSE closed_at END
        WHERE id = $1`,
      [id, status, nextMeasures, ctx.user.id],
    );
    const after = await announceAlarm(q, id, change);
    const b = toAlarm(before);
    await ctx.audit(
      { action: `alarm-${change === 'acknowledged' ? 'acknowledge' : change === 'measures' ? 'measures' : 'close'}`, table: 'alarm_records', recordId: id,
        before: { status: b.status, measures: b.measures }, after: { status: after?.status, measures: after?.measures } },
      q,
    );
    return answer(after, change === 'closed' ? messages.alarmClosedOk : messages.ok);
  });
}

/** AlarmRecord list, detail and handling; scoped; handling audited and pushed. */
export function mountRecordCalls(app: FastifyInstance): void {
  mountEndpoint(app, endpoints.alarmRecordList, async (ctx) => {
    const { pageIndex, pageSize, offset } = paging(ctx.params, 500);
    const p = new SqlParams();
    const where = [scopeCondition(ctx.scope, target, p, 'a')];
    const status = text(pick(ctx.params, 'status'));
    if (status) {
      const list = status.split(',').map(Number);
      if (!list.every((s) => [1, 2, 3].includes(s))) throw invalid(messages.invalidField('处理状态'));
      where.push(`a.status = ANY(${p.add(list)}::int[])`);
    }
    const level = text(pick(ctx.params, 'level', 'alarmLevel'));
    if (level) {
      if (!['1', '2', '3'].includes(level)) throw invalid(messages.alarmLevelInvalid);
      where.push(`a.level = ${p.add(Number(level))}`);
    }
    for (const [keys, col, label] of [[['projectId', 'project_id'], 'project_id', '项目'], [['deviceId', 'device_id'], 'device_id', '设备']] as const) {
      const v = optionalId(pick(ctx.params, ...keys), label);
      if (v !== undefined) where.push(`a.${col} = ${p.add(v)}`);
    }
    const deviceType = text(pick(ctx.params, 'deviceType', 'device_type'));
    if (deviceType) {
      if (!THRESHOLD_DEVICE_TYPES.includes(deviceType)) throw invalid(messages.invalidField('设备类型'));
      where.push(`a.device_type = ${p.add(deviceType)}`);
    }
    const metric = text(pick(ctx.params, 'metric'));
    if (metric) where.push(`a.metric = ${p.add(metric.slice(0, 32))}`);
    const from = day(pick(ctx.params, 'startDate', 'startTime', 'beginDate'), '开始日期');
    if (from) where.push(`a.raised_at >= ${p.add(from)}::timestamptz`);
    const to = day(pick(ctx.params, 'endDate', 'endTime'), '结束日期');
    if (to) where.push(`a.raised_at < ${p.add(to)}::timestamptz + interval '1 day'`);
    const whereSql = where.join(' AND ');
    const n = p.values.length;
    const rows = await ctx.db.many<AlarmRow>(
      `SELECT ${alarmColumns} FROM ${alarmFrom} WHERE ${whereSql} ORDER BY a.raised_at DESC, a.id DESC LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`,
      p.values,
    );
    const count = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM alarm_records a WHERE ${whereSql}`, p.values.slice(0, n));
    return pageAnswer(rows.map(toAlarm), pageIndex, pageSize, count?.n ?? 0);
  }, { skipDecode: true });

  mountEndpoint(app, endpoints.alarmRecordDetail, async (ctx) => toAlarm(await scopedAlarm(ctx.db, ctx, idOf(ctx))), { skipDecode: true });
  mountEndpoint(app, endpoints.alarmRecordAcknowledge, (ctx) => handle(ctx, 'acknowledged'), { skipDecode: true });
  mountEndpoint(app, endpoints.alarmRecordMeasures, (ctx) => handle(ctx, 'measures'), { skipDecode: true });
  mountEndpoint(app, endpoints.alarmRecordClose, (ctx) => handle(ctx, 'closed'), { skipDecode: true });
}
