import { alarmThresholdRecord, endpoints } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition } from '../../auth/data-scope';
import type { Queryable } from '../../db/database';
import { SqlParams } from '../../db/sql-params';
import { answer } from '../../http/answer';
import { invalid, noPermission, notFound } from '../../http/api-error';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import type { ThresholdCache } from '../../alarm-engine/threshold-cache';
import { notifyInTx } from '../../push/push-events';
import { optionalId, requiredId, text } from '../../http/call-params';
import { pageAnswer, paging } from '../../http/list-paging';
import { strWhereSql } from '../../record-types/mount-record-type';
import { projectInScope, projectScopeSql } from '../../scopes/project-scope';
import { thresholdColumns, thresholdFrom, type ThresholdRow } from '../../alarm-engine/threshold-row';
import { inputOf, thresholdParam, thresholdInput, toThreshold, type ThresholdInput } from './threshold-input';

/**
 * Thresholds a caller reads (docs/decisions/0151): platform defaults, rows of the scope, and the company
 * defaults that apply to a project of the scope.
 */
function visibleSql(ctx: EndpointContext, p: SqlParams): string {
  const own = scopeCondition(ctx.scope, { table: 'alarm_thresholds', company: 'company_id', project: 'project_id', preferProject: true }, p, 't');
  return `(t.company_id IS NULL OR ${own} OR (t.project_id IS NULL AND t.company_id IN (SELECT p2.company_id FROM projects p2 WHERE p2.if_del = 0 AND ${projectScopeSql(ctx, p, 'p2')})))`;
}

/** May the caller change a company-level (or platform, companyId null) threshold? */
function companyWritable(ctx: EndpointContext, companyId: number | null): boolean {
  if (companyId === null) return ctx.user.isSystemAdmin;
  return ctx.scope.kind === 'all' || (ctx.scope.kind === 'companies' && ctx.scope.companyIds.includes(companyId));
}

async function visibleThreshold(q: Queryable, ctx: EndpointContext, id: number, lock = false): Promise<ThresholdRow> {
  const p = new SqlParams();
  const idp = p.add(id);
  const row = await q.one<ThresholdRow & { visible: boolean }>(
    `SELECT ${thresholdColumns}, ${visibleSql(ctx, p)} AS visible FROM ${thresholdFrom} WHERE t.id = ${idp} AND t.if_del = 0${lock ? ' FOR UPDATE OF t' : ''}`,
    p.values,
  );
  if (!row) throw notFound();
  if (!row.visible) throw noPermission();
  return row;
}

async function writableThreshold(q: Queryable, ctx: EndpointContext, id: number): Promise<ThresholdRow> {
  const row = await visibleThreshold(q, ctx, id, true);
  if (row.project_id !== null) await projectInScope(q, ctx, row.project_id);
  else if (!companyWritable(ctx, row.company_id)) throw noPermission();
  return row;
}

const idOf = (ctx: EndpointContext) => requiredId(ctx.params.rec_id ?? thresholdParam(ctx.params, 'id'), '阈值编号');

const values = (i: ThresholdInput) => [i.deviceType, i.metric, i.upperLimit, i.lowerLimit, i.level, i.durationSeconds, i.clearSeconds, i.activeFrom, i.activeTo, i.enabled, i.remark];

/** AlarmThreshold list, detail, create, modify, delete: scoped and button-checked; every change is audited and reloads all processes' caches. */
export function mountThresholdCalls(app: FastifyInstance, cache: ThresholdCache): void {
  const changed = async (q: Queryable) => {
    await notifyInTx(q, { k: 'thresholds' });
    cache.invalidate();
  };

  mountEndpoint(app, endpoints.alarmThresholdList, async (ctx) => {
    const { pageIndex, pageSize, offset } = paging(ctx.params, 500);
    const p = new SqlParams();
    const where = ['t.if_del = 0', visibleSql(ctx, p)];
    // The generic record page's search (报警阈值, docs/decisions/0376): the declaration's whitelist.
    if (ctx.params.strWhere !== undefined && typeof ctx.params.strWhere !== 'string') throw invalid(messages.invalidStrWhere);
    where.push(...strWhereSql(alarmThresholdRecord, typeof ctx.params.strWhere === 'string' ? ctx.params.strWhere : '', p, 't'));
    const deviceType = text(thresholdParam(ctx.params, 'deviceType'));
    if (deviceType) where.push(`t.device_type = ${p.add(deviceType)}`);
    const metric = text(thresholdParam(ctx.params, 'metric'));
    if (metric) where.push(`t.metric = ${p.add(metric)}`);
    const projectId = optionalId(thresholdParam(ctx.params, 'projectId'), '项目');
    if (projectId !== undefined) where.push(`t.project_id = ${p.add(projectId)}`);
    const kind = text(thresholdParam(ctx.params, 'scopeKind'));
    if (kind === 'platform') where.push('t.company_id IS NULL');
    else if (kind === 'company') where.push('t.company_id IS NOT NULL AND t.project_id IS NULL');
    else if (kind === 'project') where.push('t.project_id IS NOT NULL');
    else if (kind) throw invalid(messages.invalidField('阈值范围'));
    const whereSql = where.join(' AND ');
    const n = p.values.length;
    const rows = await ctx.db.many<ThresholdRow>(
      `SELECT ${thresholdColumns} FROM ${thresholdFrom} WHERE ${whereSql}
        ORDER BY t.company_id NULLS FIRST, t.project_id NULLS FIRST, t.device_type, t.metric, t.id LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`,
      p.values,
    );
    const count = await ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${thresholdFrom} WHERE ${whereSql}`, p.values.slice(0, n));
    return pageAnswer(rows.map(toThreshold), pageIndex, pageSize, count?.n ?? 0);
  }, { skipDecode: true });

  mountEndpoint(app, endpoints.alarmThresholdDetail, async (ctx) => toThreshold(await visibleThreshold(ctx.db, ctx, idOf(ctx))), { skipDecode: true });

  mountEndpoint(app, endpoints.alarmThresholdCreate, async (ctx) => {
    const input = thresholdInput(ctx.params);
    const projectId = optionalId(thresholdParam(ctx.params, 'projectId'), '项目');
    const platform = text(ctx.params.platform) === '1';
    return ctx.db.tx(async (q) => {
      let companyId: number | null;
      if (projectId !== undefined) companyId = (await projectInScope(q, ctx, projectId)).company_id;
      else if (platform) companyId = null;
      else companyId = optionalId(thresholdParam(ctx.params, 'companyId'), '公司') ?? ctx.session.companyId;
      if (projectId === undefined && !companyWritable(ctx, companyId)) throw noPermission();
      const row = await q.one<{ id: number }>(
        `INSERT INTO alarm_thresholds (device_type, metric, upper_limit, lower_limit, level, duration_seconds, clear_seconds, active_from, active_to,
                                       enabled, remark, company_id, project_id, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [...values(input), companyId, projectId ?? null, ctx.user.id],
      );
      const created = await visibleThreshold(q, ctx, row!.id);
      await ctx.audit({ action: 'alarm-threshold-create', table: 'alarm_thresholds', recordId: row!.id, after: toThreshold(created) }, q);
      await changed(q);
      return answer(toThreshold(created), messages.submitted);
    });
  }, { skipDecode: true });

  mountEndpoint(app, endpoints.alarmThresholdModify, async (ctx) => {
    const id = idOf(ctx);
    return ctx.db.tx(async (q) => {
      const before = await writableThreshold(q, ctx, id);
      const input = thresholdInput(ctx.params, inputOf(before));
      await q.exec(
        `UPDATE alarm_thresholds SET device_type = $1, metric = $2, upper_limit = $3, lower_limit = $4, level = $5, duration_seconds = $6,
                clear_seconds = $7, active_from = $8, active_to = $9, enabled = $10, remark = $11, update_time = now() WHERE id = $12`,
        [...values(input), id],
      );
      // Episodes restart under the new limits; alarms already raised stay as they are.
      await q.exec('DELETE FROM alarm_states WHERE threshold_id = $1', [id]);
      const after = await visibleThreshold(q, ctx, id);
      await ctx.audit({ action: 'alarm-threshold-modify', table: 'alarm_thresholds', recordId: id, before: toThreshold(before), after: toThreshold(after) }, q);
      await changed(q);
      return answer(toThreshold(after), messages.modified);
    });
  }, { skipDecode: true });

  mountEndpoint(app, endpoints.alarmThresholdDelete, async (ctx) => {
    const id = idOf(ctx);
    return ctx.db.tx(async (q) => {
      const before = await writableThreshold(q, ctx, id);
      await q.exec('UPDATE alarm_thresholds SET if_del = 1, update_time = now() WHERE id = $1', [id]);
      await q.exec('DELETE FROM alarm_states WHERE threshold_id = $1', [id]);
      await ctx.audit({ action: 'alarm-threshold-delete', table: 'alarm_thresholds', recordId: id, before: toThreshold(before) }, q);
      await changed(q);
      return answer({ id }, messages.deleted);
    });
  }, { skipDecode: true });
}
