import { CONC_ORDER_STATUS, SIGN_IN_STATUS } from '@worksite/lookups';
import { concConsumptionParams, concOrderRecord, concProductPageParams } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition } from '../../auth/data-scope';
import { SqlParams } from '../../db/sql-params';
import { Answer } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { callParams } from '../../http/call-params';
import { pageAnswer, paging } from '../../http/list-paging';
import { mountEndpoint } from '../../http/mount-endpoint';
import { recordId, requireRecordMount } from '../../record-types/mount-record-type';
import { declaredEndpoint, recordCallEndpoint } from '../../shared/contract-endpoint';
import { messages } from '../../shared/messages';
import { siteMonthStartSql } from '../../shared/site-time';
import { ORDER_CANCELLED, TASK_STATUS, statusLabel } from './conc-statuses';
import { SCOPED3, idFilters, target } from './concrete-call-scope';
import { dateRange, iso, num, round } from './concrete-rows';

/**
 * The concrete account calls of SPEC §7 beyond list and detail (docs/decisions/0350): an order's history, the
 * order and product accounts (对账) with material consumption. Each in the caller's data scope, with the access
 * the catalogue gives it; the plant calls are in concrete-plant-calls.ts.
 */
export function mountConcreteAccountCalls(app: FastifyInstance): void {
  const orders = requireRecordMount(app, 'concOrder');

  const history = recordCallEndpoint(concOrderRecord, 'history');
  const orderAccount = recordCallEndpoint(concOrderRecord, 'account');
  const productAccount = declaredEndpoint('concProductAccountProductPage', concProductPageParams);
  const consumption = declaredEndpoint('concProductAccountProductConsump', concConsumptionParams);

  mountEndpoint(app, history, async (ctx) => {
    const id = recordId(ctx.params, orders.rt);
    const order = await orders.loadInScope(ctx.db, ctx, id);
    const [audits, taskRows, trips] = await Promise.all([
      ctx.db.many<{ at: Date; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; user_name: string | null }>(
        `SELECT a.at, a.action, a.before, a.after, coalesce(nullif(u.real_name, ''), u.user_name) AS user_name
           FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
          WHERE a.table_name = 'conc_orders' AND a.record_id = $1 ORDER BY a.at, a.id`,
        [String(id)],
      ),
      ctx.db.many<{ create_time: Date; task_no: string; volume_planned: string }>(
        'SELECT create_time, task_no, volume_planned FROM conc_tasks WHERE order_id = $1 AND if_del = 0 ORDER BY create_time, id',
        [id],
      ),
      ctx.db.many<{ left_at: Date; arrived_at: Date | null; volume_m3: string; plate_no: string | null }>(
        `SELECT d.left_at, d.arrived_at, d.volume_m3, tc.plate_no FROM conc_deliveries d LEFT JOIN conc_tanker_cars tc ON tc.id = d.tanker_id
          WHERE d.order_id = $1 ORDER BY d.left_at, d.id`,
        [id],
      ),
    ]);
    const events: { time: string; event: string; detail: string; userName: string }[] = [];
    const created = audits.find((a) => a.action === 'create');
    events.push({ time: iso(order.create_time), event: '下单', detail: `${order.strength_grade} ${round(num(order.volume_m3))} m³`, userName: created?.user_name ?? '' });
    for (const a of audits) {
      if (a.action !== 'update' || !a.before || !a.after) continue;
      if (a.before.status !== a.after.status) {
        events.push({ time: iso(a.at), event: statusLabel(CONC_ORDER_STATUS, a.after.status), detail: `${statusLabel(CONC_ORDER_STATUS, a.before.status)} → ${statusLabel(CONC_ORDER_STATUS, a.after.status)}`, userName: a.user_name ?? '' });
      } else if (a.before.sign_in !== a.after.sign_in) {
        events.push({ time: iso(a.at), event: statusLabel(SIGN_IN_STATUS, a.after.sign_in), detail: '', userName: a.user_name ?? '' });
      } else events.push({ time: iso(a.at), event: '修改订单', detail: '', userName: a.user_name ?? '' });
    }
    for (const k of taskRows) events.push({ time: iso(k.create_time), event: '生成任务', detail: `${k.task_no} ${round(num(k.volume_planned))} m³`, userName: '' });
    for (const d of trips) {
      events.push({ time: iso(d.left_at), event: '发车', detail: `${d.plate_no ?? ''} ${round(num(d.volume_m3))} m³`.trim(), userName: '' });
      if (d.arrived_at) events.push({ time: iso(d.arrived_at), event: '送达', detail: `${d.plate_no ?? ''} ${round(num(d.volume_m3))} m³`.trim(), userName: '' });
    }
    if (order.completed_at instanceof Date && !audits.some((a) => a.after?.status === 3)) {
      events.push({ time: iso(order.completed_at), event: statusLabel(CONC_ORDER_STATUS, 3), detail: '', userName: '' });
    }
    events.sort((a, b) => a.time.localeCompare(b.time));
    return { order: orders.toClient(order, !orders.mayEdit(ctx)), history: events };
  });

  mountEndpoint(app, orderAccount, async (ctx) => {
    const { pageIndex, pageSize, offset } = paging(ctx.params, 100);
    const sent = callParams(orderAccount, ctx.params);
    const p = new SqlParams();
    const parts = [`o.if_del = 0`, scopeCondition(ctx.scope, target('conc_orders', SCOPED3, true), p, 'o')];
    parts.push(...idFilters(p, [[sent.project_id, 'o.project_id'], [sent.plant_id, 'o.plant_id']]));
    const status = optionalStatus(sent.status);
    parts.push(status === undefined ? `o.status <> ${ORDER_CANCELLED}` : `o.status = ${p.add(status)}`);
    const range = dateRange(sent, p, 'o.plan_time');
    if (range) parts.push(range);
    const where = parts.join(' AND ');
    const values = [...p.values];
    const [rows, totals] = await Promise.all([
      ctx.db.many(
        `SELECT o.id, o.order_no, o.strength_grade, o.volume_m3, o.plan_time, o.status, o.sign_in, pr.project_name, pl.plant_name,
                coalesce(k.produced, 0) AS produced, coalesce(d.delivered, 0) AS delivered, coalesce(d.trips, 0)::int AS trips
           FROM conc_orders o JOIN projects pr ON pr.id = o.project_id LEFT JOIN conc_plants pl ON pl.id = o.plant_id
           LEFT JOIN LATERAL (SELECT sum(volume_produced) AS produced FROM conc_tasks WHERE order_id = o.id AND if_del = 0) k ON true
           LEFT JOIN LATERAL (SELECT sum(volume_m3) AS delivered, count(*) AS trips FROM conc_deliveries WHERE order_id = o.id) d ON true
          WHERE ${where} ORDER BY o.plan_time DESC, o.id DESC LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`,
        p.values,
      ),
      ctx.db.one<{ n: number; volume: string; delivered: string; trips: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(o.volume_m3), 0) AS volume,
                coalesce(sum((SELECT sum(volume_m3) FROM conc_deliveries WHERE order_id = o.id)), 0) AS delivered,
                coalesce(sum((SELECT count(*) FROM conc_deliveries WHERE order_id = o.id)), 0)::int AS trips
           FROM conc_orders o WHERE ${where}`,
        values,
      ),
    ]);
    const page = pageAnswer(
      rows.map((r) => ({
        id: num(r.id),
        orderNo: String(r.order_no),
        projectName: String(r.project_name),
        plantName: String(r.plant_name ?? ''),
        strengthGrade: String(r.strength_grade),
        volume: round(num(r.volume_m3)),
        producedVolume: round(num(r.produced)),
        deliveredVolume: round(num(r.delivered)),
        trips: num(r.trips),
        // More delivered than produced (a hand dispatch over what the plant made) is flagged (decision 0541).
        reconcileName: num(r.delivered) > num(r.produced) + 1e-9 ? messages.concReconcileOver : messages.concReconcileOk,
        planTime: iso(r.plan_time),
        status: num(r.status),
        statusName: statusLabel(CONC_ORDER_STATUS, r.status),
        signInName: statusLabel(SIGN_IN_STATUS, r.sign_in),
      })),
      pageIndex, pageSize, totals?.n ?? 0,
    );
    return new Answer(page.data, '', page.page, {
      total: { orders: totals?.n ?? 0, volume: round(num(totals?.volume)), deliveredVolume: round(num(totals?.delivered)), trips: num(totals?.trips) },
    });
  });

  mountEndpoint(app, productAccount, async (ctx) => {
    const { pageIndex, pageSize, offset } = paging(ctx.params, 100);
    const sent = callParams(productAccount, ctx.params);
    const p = new SqlParams();
    const parts = [`k.if_del = 0`, scopeCondition(ctx.scope, target('conc_tasks', SCOPED3, true), p, 'k')];
    parts.push(...idFilters(p, [[sent.project_id, 'k.project_id'], [sent.plant_id, 'k.plant_id'], [sent.order_id, 'k.order_id']]));
    const range = dateRange(sent, p, 'o.plan_time');
    if (range) parts.push(range);
    const where = parts.join(' AND ');
    const from = 'conc_tasks k JOIN conc_orders o ON o.id = k.order_id';
    const values = [...p.values];
    const [rows, total] = await Promise.all([
      ctx.db.many(
        `SELECT k.id, k.task_no, k.strength_grade, k.volume_planned, k.volume_produced, k.status, o.order_no, o.plan_time, pr.project_name, pl.plant_name,
                coalesce(b.batches, 0)::int AS batches, b.first_at, b.last_at, coalesce(d.trips, 0)::int AS trips, coalesce(d.delivered, 0) AS delivered
           FROM ${from} JOIN projects pr ON pr.id = k.project_id JOIN conc_plants pl ON pl.id = k.plant_id
           LEFT JOIN LATERAL (SELECT count(*) AS batches, min(ts) AS first_at, max(ts) AS last_at FROM conc_batches WHERE task_id = k.id) b ON true
           LEFT JOIN LATERAL (SELECT count(*) AS trips, sum(volume_m3) AS delivered FROM conc_deliveries WHERE task_id = k.id) d ON true
          WHERE ${where} ORDER BY o.plan_time DESC, k.id DESC LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`,
        p.values,
      ),
      ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, values),
    ]);
    return pageAnswer(
      rows.map((r) => ({
        id: num(r.id),
        taskNo: String(r.task_no),
        orderNo: String(r.order_no),
        projectName: String(r.project_name),
        plantName: String(r.plant_name),
        strengthGrade: String(r.strength_grade),
        volumePlanned: round(num(r.volume_planned)),
        volumeProduced: round(num(r.volume_produced)),
        batches: num(r.batches),
        trips: num(r.trips),
        deliveredVolume: round(num(r.delivered)),
        firstBatchAt: iso(r.first_at),
        lastBatchAt: iso(r.last_at),
        planTime: iso(r.plan_time),
        statusName: statusLabel(TASK_STATUS, r.status),
      })),
      pageIndex, pageSize, total?.n ?? 0,
    );
  });

  mountEndpoint(app, consumption, async (ctx) => {
    const sent = callParams(consumption, ctx.params);
    const p = new SqlParams();
    const parts = [scopeCondition(ctx.scope, target('conc_batch_materials', SCOPED3, true), p, 'm')];
    const byBatch = idFilters(p, [[sent.plant_id, 'b.plant_id'], [sent.task_id, 'b.task_id']]);
    parts.push(...idFilters(p, [[sent.project_id, 'm.project_id']]));
    if (byBatch.length) parts.push(`m.batch_id IN (SELECT b.id FROM conc_batches b WHERE ${byBatch.join(' AND ')})`);
    // Without dates: this site month (the screens' period); with a task: all of its batches.
    const range = dateRange(sent, p, 'm.ts');
    if (range) parts.push(range);
    else if (sent.task_id === undefined) parts.push(`m.ts >= ${siteMonthStartSql}`);
    const rows = await ctx.db.many<{ material_name: string; planned: string; actual: string }>(
      `SELECT m.material_name, sum(m.planned_kg) AS planned, sum(m.actual_kg) AS actual FROM conc_batch_materials m
        WHERE ${parts.join(' AND ')} GROUP BY 1 ORDER BY sum(m.planned_kg) DESC, 1`,
      p.values,
    );
    return rows.map((r) => {
      const planned = num(r.planned);
      const actual = num(r.actual);
      return {
        materialName: r.material_name,
        plannedKg: round(planned, 2),
        actualKg: round(actual, 2),
        deviation: planned > 0 ? round(((actual - planned) * 100) / planned, 2) : 0,
      };
    });
  });
}

/** An order status filter (0–4) when sent. */
function optionalStatus(raw: string): number | undefined {
  if (raw === '') return undefined;
  if (!/^[0-4]$/.test(raw)) throw invalid(messages.concStatusInvalid);
  return Number(raw);
}
