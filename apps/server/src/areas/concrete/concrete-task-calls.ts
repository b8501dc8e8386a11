import { concTaskRecord, sentCallParam } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition, scopeTargetFor } from '../../auth/data-scope';
import type { Queryable } from '../../db/database';
import { SqlParams } from '../../db/sql-params';
import { answer } from '../../http/answer';
import { ApiError, invalid, noPermission, notFound } from '../../http/api-error';
import { callParams } from '../../http/call-params';
import { pageAnswer, paging } from '../../http/list-paging';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { insertRecord, moveRecord, recordId, requireRecordMount, recordValues, updateRecord } from '../../record-types/mount-record-type';
import { recordCallEndpoint } from '../../shared/contract-endpoint';
import { messages } from '../../shared/messages';
import { TANKER_DRIVING, TANKER_IDLE, TANKER_RETURNING, TASK_PRODUCING } from './conc-statuses';
import { dateRange, deliveryRow, DELIVERY_SELECT } from './concrete-rows';

/** At most this many tasks in one Multi… call. */
const MAX_ITEMS = 50;

/** The task list of a Multi… call (`list` or its aliases) as a JSON array of objects. */
function items(raw: unknown): Record<string, unknown>[] {
  let list: unknown = raw;
  if (typeof raw === 'string') {
    try {
      list = JSON.parse(raw);
    } catch {
      throw invalid(messages.concItemsInvalid);
    }
  }
  if (list === undefined) throw invalid(messages.concItemsRequired);
  if (!Array.isArray(list) || list.some((i) => i === null || typeof i !== 'object' || Array.isArray(i))) throw invalid(messages.concItemsInvalid);
  if (list.length === 0) throw invalid(messages.concItemsRequired);
  if (list.length > MAX_ITEMS) throw invalid(messages.concItemsTooMany(MAX_ITEMS));
  return list as Record<string, unknown>[];
}

/** Runs `each` per item; a refusal names the item (第2条：请选择搅拌站) and rolls every item back. */
async function perItem<T>(list: readonly T[], each: (item: T) => Promise<number>): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, item] of list.entries()) {
    try {
      ids.push(await each(item));
    } catch (e) {
      if (e instanceof ApiError && e.httpStatus === 400) throw invalid(messages.concItem(i + 1, e.message), e.data);
      throw e;
    }
  }
  return ids;
}

/**
 * The task calls beside the generic ones (docs/decisions/0350): several tasks created, updated or moved in one
 * transaction (each through the generic create / update / workflow move, so the same rules, hooks and audit
 * apply; one refused item refuses all), the tasks of one order, and the deliveries (送货单): a task's trip
 * dispatched with an idle tanker car of its plant, its arrival, and the transport list.
 */
export function mountConcreteTaskCalls(app: FastifyInstance): void {
  const tasks = requireRecordMount(app, 'concTask');
  const orders = requireRecordMount(app, 'concOrder');
  const multiCreate = recordCallEndpoint(concTaskRecord, 'multiCreate');
  const multiUpdate = recordCallEndpoint(concTaskRecord, 'multiUpdate');
  const multiStatus = recordCallEndpoint(concTaskRecord, 'multiStatus');
  const byOrder = recordCallEndpoint(concTaskRecord, 'byOrder');
  const transport = recordCallEndpoint(concTaskRecord, 'transport');
  const dispatch = recordCallEndpoint(concTaskRecord, 'dispatch');
  const arrive = recordCallEndpoint(concTaskRecord, 'arrive');

  mountEndpoint(app, multiCreate, async (ctx) => {
    const params = callParams(multiCreate, ctx.params);
    const list = items(params.list);
    const shared = params.order_id;
    const orderParam = multiCreate.params.order_id;
    return ctx.db.tx(async (q) => {
      const ids = await perItem(list, async (item) => {
        // An item naming its own order (under the same names) keeps it.
        const sent = shared === undefined || sentCallParam(item, 'order_id', orderParam) !== undefined ? item : { ...item, order_id: shared };
        const row = await insertRecord(tasks, ctx, q, recordValues(tasks.rt, tasks.hooks.prepareParams?.({ ...sent }, ctx) ?? sent, false));
        return Number(row.id);
      });
      return answer({ ids }, messages.submitted);
    });
  }, { skipDecode: true });

  mountEndpoint(app, multiUpdate, async (ctx) => {
    const list = items(callParams(multiUpdate, ctx.params).list);
    return ctx.db.tx(async (q) => {
      const ids = await perItem(list, async (item) => {
        const id = recordId(item, tasks.rt);
        await updateRecord(tasks, ctx, q, id, () => item);
        return id;
      });
      return answer({ ids }, messages.modified);
    });
  }, { skipDecode: true });

  mountEndpoint(app, multiStatus, async (ctx) => {
    const { ids } = callParams(multiStatus, ctx.params);
    if (ids.length === 0) throw invalid(messages.invalidId);
    return ctx.db.tx(async (q) => {
      await perItem(ids, async (id) => {
        await moveRecord(tasks, ctx, q, 'status', id, ctx.params);
        return id;
      });
      return answer({ ids }, messages.concStatusChanged);
    });
  }, { skipDecode: true });

  mountEndpoint(app, byOrder, async (ctx) => {
    const orderId = callParams(byOrder, ctx.params).order_id;
    const { pageIndex, pageSize, offset } = paging(ctx.params, tasks.maxPageSize);
    await orders.loadInScope(ctx.db, ctx, orderId);
    const p = new SqlParams();
    const where = `t.order_id = ${p.add(orderId)} AND ${tasks.liveSql(p)} AND ${tasks.scopedSql(ctx, p)}`;
    const [rows, total] = await Promise.all([
      ctx.db.many(`SELECT t.* FROM conc_tasks t WHERE ${where} ORDER BY t.id LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`, p.values),
      ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM conc_tasks t WHERE ${where}`, p.values.slice(0, -2)),
    ]);
    return pageAnswer(rows.map((r) => tasks.toClient(r, !tasks.mayEdit(ctx))), pageIndex, pageSize, total?.n ?? 0);
  });

  mountEndpoint(app, transport, async (ctx) => {
    const { pageIndex, pageSize, offset } = paging(ctx.params, 100);
    const sent = callParams(transport, ctx.params);
    const p = new SqlParams();
    const parts = [scopeCondition(ctx.scope, scopeTargetFor('conc_deliveries', new Set(['company_id', 'project_id', 'district_code']), true), p, 'd')];
    const filters: [number | undefined, string][] = [
      [sent.plant_id, 'd.plant_id'],
      [sent.task_id, 'd.task_id'],
      [sent.order_id, 'd.order_id'],
      [sent.project_id, 'd.project_id'],
      [sent.tanker_id, 'd.tanker_id'],
    ];
    for (const [id, column] of filters) if (id !== undefined) parts.push(`${column} = ${p.add(id)}`);
    const plate = sent.plate_no;
    if (plate) parts.push(`tc.plate_no ILIKE ${p.add(`%${plate.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)}`);
    const range = dateRange(sent, p, 'd.left_at');
    if (range) parts.push(range);
    const where = parts.join(' AND ');
    const from = `conc_deliveries d LEFT JOIN conc_tanker_cars tc ON tc.id = d.tanker_id`;
    const countValues = [...p.values];
    const [rows, total] = await Promise.all([
      ctx.db.many(`${DELIVERY_SELECT} WHERE ${where} ORDER BY d.left_at DESC, d.id DESC LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`, p.values),
      ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, countValues),
    ]);
    return pageAnswer(rows.map(deliveryRow), pageIndex, pageSize, total?.n ?? 0);
  });

  mountEndpoint(app, dispatch, async (ctx) => {
    const { task_id: taskId, tanker_id: tankerId, volume_m3: rawVolume } = callParams(dispatch, ctx.params);
    return ctx.db.tx(async (q) => {
      const task = await tasks.loadInScope(q, ctx, taskId, true);
      if (Number(task.status) !== TASK_PRODUCING) throw invalid(messages.concTaskNotProducing);
      const tanker = await tankerOf(q, ctx, tankerId);
      if (tanker.plant_id !== task.plant_id) throw invalid(messages.concTankerOtherPlant);
      if (tanker.status !== TANKER_IDLE) throw invalid(messages.concTankerBusy);
      const volume = rawVolume === '' ? Number(tanker.capacity_m3) : Number(rawVolume);
      if (!Number.isFinite(volume) || volume <= 0 || volume > Number(tanker.capacity_m3)) throw invalid(messages.concDeliveryVolumeInvalid);
      const row = (await q.one<{ id: number }>(
        `INSERT INTO conc_deliveries (company_id, project_id, district_code, plant_id, order_id, task_id, tanker_id, volume_m3, left_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now()) RETURNING id`,
        [task.company_id, task.project_id, task.district_code, task.plant_id, task.order_id, task.id, tanker.id, volume],
      ))!;
      await q.exec(
        'UPDATE conc_tanker_cars SET status = $2, current_task_id = $3, status_since = now(), update_time = now() WHERE id = $1',
        [tanker.id, TANKER_DRIVING, task.id],
      );
      await ctx.audit({ action: 'create', table: 'conc_deliveries', recordId: Number(row.id), after: { ...row, task_id: task.id, tanker_id: tanker.id, volume_m3: volume } }, q);
      return answer({ id: Number(row.id) }, messages.concDispatched);
    });
  }, { skipDecode: true });

  mountEndpoint(app, arrive, async (ctx) => {
    const { id } = callParams(arrive, ctx.params);
    return ctx.db.tx(async (q) => {
      const p = new SqlParams();
      const idp = p.add(id);
      const cond = scopeCondition(ctx.scope, scopeTargetFor('conc_deliveries', new Set(['company_id', 'project_id', 'district_code']), true), p, 'd');
      const d = await q.one<{ id: number; tanker_id: number | null; arrived_at: Date | null; task_id: number; in_scope: boolean }>(
        `SELECT d.id, d.tanker_id, d.arrived_at, d.task_id, (${cond}) AS in_scope FROM conc_deliveries d WHERE d.id = ${idp} FOR UPDATE`,
        p.values,
      );
      if (!d) throw notFound();
      if (!d.in_scope) throw noPermission();
      if (d.arrived_at) throw invalid(messages.concDeliveryArrived);
      const { page, subPage } = tasks.rt.permission;
      if (!ctx.grants.has({ page, subPage, button: 'delivery' })) throw noPermission();
      await q.exec('UPDATE conc_deliveries SET arrived_at = greatest(now(), left_at) WHERE id = $1', [id]);
      if (d.tanker_id !== null) {
        await q.exec(
          'UPDATE conc_tanker_cars SET status = $2, status_since = now(), update_time = now() WHERE id = $1 AND current_task_id = $3 AND status = $4',
          [d.tanker_id, TANKER_RETURNING, d.task_id, TANKER_DRIVING],
        );
      }
      await ctx.audit({ action: 'update', table: 'conc_deliveries', recordId: id, before: { arrived_at: null }, after: { arrived_at: new Date() } }, q);
      return answer({ id }, messages.concArrived);
    });
  }, { skipDecode: true });
}

interface TankerRow {
  id: number;
  plant_id: number | null;
  status: number;
  capacity_m3: string;
}

/** A live tanker car in the caller's scope, locked (400 when missing, 402 when another scope's). */
async function tankerOf(q: Queryable, ctx: EndpointContext, id: number): Promise<TankerRow> {
  const p = new SqlParams();
  const idp = p.add(id);
  const cond = scopeCondition(ctx.scope, scopeTargetFor('conc_tanker_cars', new Set(['company_id', 'district_code'])), p, 't');
  const row = await q.one<TankerRow & { in_scope: boolean }>(
    `SELECT t.id, t.plant_id, t.status, t.capacity_m3, (${cond}) AS in_scope FROM conc_tanker_cars t WHERE t.id = ${idp} AND t.if_del = 0 FOR UPDATE`,
    p.values,
  );
  if (!row) throw invalid(messages.concTankerNotFound);
  if (!row.in_scope) throw noPermission();
  return row;
}
