import { alarmLevelLabel, alarmRecordStatusLabel } from '@worksite/lookups';
import { alarmRecordRecord, endpoints, environmentAlarmRecord, gasAlarmRecord, positionAlarmRecord, type Endpoint, type RecordType } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { mountEndpoint } from '../../http/mount-endpoint';
import { announceAlarm, type AlarmAction } from '../../alarm-engine/alarm-rows';
import { alarmListSql } from './alarm-list-params';
import { metricName, metricUnit } from '../../alarm-engine/metric-labels';
import { recordId, type RecordHooks, type WorkflowMove } from '../../record-types/mount-record-type';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { recordMountOf } from '../../record-types/record-mounts';
import { messages } from '../../shared/messages';

/** What a move of the alarm workflow records beside the state (who and when), by the move's call. */
const CHANGE: Readonly<Record<string, AlarmAction>> = { acknowledge: 'acknowledged', measures: 'measures', close: 'closed' };

/** Names a client shows beside the codes (as the hand-written answers had them, docs/decisions/0152). */
function withNames(rec: Record<string, unknown>): Record<string, unknown> {
  const metric = String(rec.metric ?? '');
  return { ...rec, metricName: metricName(metric), unit: metricUnit(metric), levelName: alarmLevelLabel(rec.level as number), statusName: alarmRecordStatusLabel(rec.status as number) };
}

/**
 * Handling (docs/decisions/0152, 0371): the declared moves 确认 (待处理 → 处理中), 处理措施 (待处理/处理中 → 处理中,
 * writes the measures) and 关闭 (→ 已关闭, measures given now or before) run on the generic transition action,
 * which refuses a move from a wrong state (当前状态为「已关闭」，不能确认). These hooks stamp who and when, name
 * the audit entry after the move and push the change to open alarm pages and screens.
 */
const handling: RecordHooks = {
  toClient: withNames,
  listSql: alarmListSql,
  beforeTransition(move: WorkflowMove, ctx) {
    const now = new Date();
    const me = ctx.user.id;
    const b = move.before;
    const acknowledged = { acknowledged_by: b.acknowledged_by ?? me, acknowledged_at: b.acknowledged_at ?? now };
    if (move.transition.call === 'acknowledge') return acknowledged;
    const handled = { ...acknowledged, handled_by: me, handled_at: now };
    return move.transition.call === 'close' ? { ...handled, closed_by: me, closed_at: now } : handled;
  },
  async afterTransition(move, _ctx, q) {
    await announceAlarm(q, Number(move.after.id), CHANGE[move.transition.call] ?? 'measures');
  },
  auditAction: (move) => `alarm-${move.transition.call}`,
  transitionMessage: (move) => (move.transition.call === 'close' ? messages.alarmClosedOk : messages.ok),
};

interface TrailRow {
  action: string;
  user_name: string | null;
  at: Date;
  status_before: number | null;
  status_after: number | null;
  measures: string | null;
}

/** GetAlarmHistory of `rt`: the record in the caller's scope, its raise and recovery, then every audited move in order. */
function mountHistory(app: FastifyInstance, rt: RecordType): void {
  const m = recordMountOf(app, rt.name);
  const name = rt.api?.more?.history?.name;
  const endpoint = name === undefined ? undefined : (endpoints as Readonly<Record<string, Endpoint>>)[name];
  if (!m || !endpoint) throw new Error(`alarm type ${rt.name}: no generic mount or history call`);
  const t = messages.alarmTrail;
  mountEndpoint(app, endpoint, async (ctx) => {
    const row = await m.loadInScope(ctx.db, ctx, recordId(ctx.params, rt));
    const moves = await ctx.db.many<TrailRow>(
      `SELECT l.action, coalesce(nullif(u.real_name, ''), u.user_name) AS user_name, l.at,
              (l.before->>'status')::int AS status_before, (l.after->>'status')::int AS status_after, l.after->>'measures' AS measures
         FROM audit_log l LEFT JOIN users u ON u.id = l.user_id
        WHERE l.table_name = 'alarm_records' AND l.record_id = $1 AND l.action LIKE 'alarm-%'
        ORDER BY l.at, l.id`,
      [String(row.id)],
    );
    const system = (action: 'raised' | 'recovered', at: unknown, status: number | null) =>
      at instanceof Date ? [{ action, actionName: t[action], userName: t.system, at: at.toISOString(), statusBefore: null, statusAfter: status, measures: '' }] : [];
    const trail = [
      ...system('raised', row.raised_at, 1),
      ...system('recovered', row.recovered_at, null),
      ...moves.map((r) => {
        const action = r.action.replace(/^alarm-/, '') as 'acknowledge' | 'measures' | 'close';
        return { action, actionName: t[action] ?? r.action, userName: r.user_name ?? '', at: r.at.toISOString(), statusBefore: r.status_before, statusAfter: r.status_after, measures: r.measures ?? '' };
      }),
    ];
    return trail.sort((a, b) => a.at.localeCompare(b.at));
  }, { skipDecode: true });
}

/**
 * 报警记录 on the generic mount with its moves (docs/decisions/0371), the views by device kind (环境报警, 气体报警,
 * 定位报警 — list, detail, Excel; docs/decisions/0370).
 */
export const alarmRecordMounts: RecordMountTable = {
  [alarmRecordRecord.name]: { hooks: handling, maxPageSize: 500 },
  ...Object.fromEntries([environmentAlarmRecord, gasAlarmRecord, positionAlarmRecord].map((view) => [view.name, { hooks: { toClient: withNames, listSql: alarmListSql }, maxPageSize: 500 }])),
};

/** The handling trail of 报警记录 and of each view (their generic mounts: alarmRecordMounts). */
export function mountRecordCalls(app: FastifyInstance): void {
  for (const rt of [alarmRecordRecord, environmentAlarmRecord, gasAlarmRecord, positionAlarmRecord]) mountHistory(app, rt);
}
