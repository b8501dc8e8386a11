import { alarmThresholdRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition } from '../../auth/data-scope';
import type { Queryable } from '../../db/database';
import type { SqlParams } from '../../db/sql-params';
import { invalid, noPermission } from '../../http/api-error';
import type { EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { ThresholdCache } from '../../alarm-engine/threshold-cache';
import { notifyInTx } from '../../push/push-events';
import { optionalId, text } from '../../http/call-params';
import type { RecordHooks } from '../../record-types/mount-record-type';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { projectInScope, projectScopeSql } from '../../scopes/project-scope';
import { thresholdColumns, thresholdFrom, type ThresholdRow } from '../../alarm-engine/threshold-row';
import { inputOf, thresholdParam, thresholdInput, toThreshold, type ThresholdInput } from './threshold-input';

/** The threshold cache of each app: the alarms area evaluates with it, a change through the calls empties it at once. */
const caches = new WeakMap<FastifyInstance, ThresholdCache>();
export function thresholdCacheOf(app: FastifyInstance): ThresholdCache {
  let cache = caches.get(app);
  if (!cache) caches.set(app, (cache = new ThresholdCache(app.worksite.db)));
  return cache;
}

/**
 * Thresholds a caller reads (docs/decisions/0151): platform defaults, rows of the scope, and the company
 * defaults that apply to a project of the scope.
 */
function visibleSql(ctx: EndpointContext, p: SqlParams, a: string): string {
  const own = scopeCondition(ctx.scope, { table: 'alarm_thresholds', company: 'company_id', project: 'project_id', preferProject: true }, p, a);
  return `(${a}.company_id IS NULL OR ${own} OR (${a}.project_id IS NULL AND ${a}.company_id IN (SELECT p2.company_id FROM projects p2 WHERE p2.if_del = 0 AND ${projectScopeSql(ctx, p, 'p2')})))`;
}

/** May the caller change a company-level (or platform, companyId null) threshold? */
function companyWritable(ctx: EndpointContext, companyId: number | null): boolean {
  if (companyId === null) return ctx.user.isSystemAdmin;
  return ctx.scope.kind === 'all' || (ctx.scope.kind === 'companies' && ctx.scope.companyIds.includes(companyId));
}

/** 402 unless the caller may change the stored threshold (reading it is wider: defaults of other levels). */
async function assertWritable(q: Queryable, ctx: EndpointContext, row: Record<string, unknown>): Promise<void> {
  if (row.project_id !== null) await projectInScope(q, ctx, Number(row.project_id));
  else if (!companyWritable(ctx, row.company_id === null ? null : Number(row.company_id))) throw noPermission();
}

const columnsOf = (i: ThresholdInput): [string, unknown][] => [
  ['device_type', i.deviceType], ['metric', i.metric], ['upper_limit', i.upperLimit], ['lower_limit', i.lowerLimit], ['level', i.level],
  ['duration_seconds', i.durationSeconds], ['clear_seconds', i.clearSeconds], ['active_from', i.activeFrom], ['active_to', i.activeTo],
  ['enabled', i.enabled], ['remark', i.remark],
];

/**
 * A create's or Modify's columns (docs/decisions/0312): the fields checked together, a Modify merged with the
 * stored row it may write; a create's level (project, platform or company) from what it names.
 */
async function readValues(params: Record<string, unknown>, ctx: EndpointContext, q: Queryable, before?: Record<string, unknown>): Promise<Map<string, unknown>> {
  if (before) {
    await assertWritable(q, ctx, before);
    return new Map(columnsOf(thresholdInput(params, inputOf(before as unknown as ThresholdRow))));
  }
  const input = thresholdInput(params);
  const projectId = optionalId(thresholdParam(params, 'projectId'), '项目');
  let companyId: number | null;
  if (projectId !== undefined) companyId = (await projectInScope(q, ctx, projectId)).company_id;
  else if (text(params.platform) === '1') companyId = null;
  else companyId = optionalId(thresholdParam(params, 'companyId'), '公司') ?? ctx.session.companyId;
  if (projectId === undefined && !companyWritable(ctx, companyId)) throw noPermission();
  return new Map([...columnsOf(input), ['company_id', companyId], ['project_id', projectId ?? null], ['created_by', ctx.user.id]]);
}

/** The list's own filters beside strWhere: device type, metric, project and level (平台/公司/项目). */
function listSql(params: Record<string, unknown>, p: SqlParams, a: string): string[] {
  const where: string[] = [];
  const deviceType = text(thresholdParam(params, 'deviceType'));
  if (deviceType) where.push(`${a}.device_type = ${p.add(deviceType)}`);
  const metric = text(thresholdParam(params, 'metric'));
  if (metric) where.push(`${a}.metric = ${p.add(metric)}`);
  const projectId = optionalId(thresholdParam(params, 'projectId'), '项目');
  if (projectId !== undefined) where.push(`${a}.project_id = ${p.add(projectId)}`);
  const kind = text(thresholdParam(params, 'scopeKind'));
  if (kind === 'platform') where.push(`${a}.company_id IS NULL`);
  else if (kind === 'company') where.push(`${a}.company_id IS NOT NULL AND ${a}.project_id IS NULL`);
  else if (kind === 'project') where.push(`${a}.project_id IS NOT NULL`);
  else if (kind) throw invalid(messages.invalidField('阈值范围'));
  return where;
}

/** Changes reload every process's cache (LISTEN/NOTIFY) and this one's at once; a change restarts the episodes. */
function thresholdHooks(cache: ThresholdCache): RecordHooks {
  const changed = async (q: Queryable, id: unknown, restart: boolean) => {
    // Episodes restart under the new limits; alarms already raised stay as they are.
    if (restart) await q.exec('DELETE FROM alarm_states WHERE threshold_id = $1', [id]);
    await notifyInTx(q, { k: 'thresholds' });
    cache.invalidate();
  };
  return {
    scopeSql: (ctx, p, a) => visibleSql(ctx, p, a),
    listSql: (params, p, a) => listSql(params, p, a),
    listColumns: (a) => `(SELECT c.name FROM companies c WHERE c.id = ${a}.company_id) AS company_name,
      (SELECT p.project_name FROM projects p WHERE p.id = ${a}.project_id) AS project_name,
      to_char(${a}.active_from, 'HH24:MI') AS active_from_hm, to_char(${a}.active_to, 'HH24:MI') AS active_to_hm`,
    listOrder: (a) => `ORDER BY ${a}.company_id NULLS FIRST, ${a}.project_id NULLS FIRST, ${a}.device_type, ${a}.metric, ${a}.id`,
    toClient: (_rec, row) => toThreshold({ ...row, active_from: row.active_from_hm, active_to: row.active_to_hm } as unknown as ThresholdRow),
    readValues,
    afterWrite: (row, _ctx, q, before) => changed(q, row.id, before !== undefined),
    beforeDelete: async (row, ctx, q) => {
      await assertWritable(q, ctx, row);
      await changed(q, row.id, true);
    },
    answerOf: async (row, _action, q) => toThreshold((await q.one<ThresholdRow>(`SELECT ${thresholdColumns} FROM ${thresholdFrom} WHERE t.id = $1`, [row.id]))!),
    writeAuditAction: (action) => `alarm-threshold-${action === 'update' ? 'modify' : action}`,
  };
}

/** AlarmThreshold on the generic mount: what a caller reads is wider than what it writes; every change reloads the caches. */
export const thresholdRecordMounts: RecordMountTable = {
  [alarmThresholdRecord.name]: (app) => ({ hooks: thresholdHooks(thresholdCacheOf(app)), maxPageSize: 500 }),
};
