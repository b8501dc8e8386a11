import { CONC_ORDER_STATUS, SIGN_IN_STATUS } from '@worksite/lookups';
import {
  SPEC_MASK,
  concBatchRecord,
  concConsumptionParams,
  concFormulaMaterialRecord,
  concFormulaRecord,
  concNamedPlant,
  concOrderRecord,
  concPlantRecord,
  concProductPageParams,
  concUserListParams,
  maskValue,
  type Endpoint,
} from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition, scopeTargetFor } from '../../auth/data-scope';
import { SqlParams } from '../../db/sql-params';
import { Answer } from '../../http/answer';
import { invalid } from '../../http/api-error';
import { callParams } from '../../http/call-params';
import { pageAnswer, paging } from '../../http/list-paging';
import { mountEndpoint, type EndpointContext } from '../../http/mount-endpoint';
import { recordId, requireRecordMount } from '../../record-types/mount-record-type';
import { userScopeSql } from '../../scopes/user-scope';
import { declaredEndpoint, recordCallEndpoint } from '../../shared/contract-endpoint';
import { messages } from '../../shared/messages';
import { siteDayStartSql, siteMonthStartSql } from '../../shared/site-time';
import { ORDER_CANCELLED, TANKER_IDLE, TASK_PRODUCING, TASK_STATUS, statusLabel } from './conc-statuses';
import { plantOf } from './concrete-hooks';
import { dateRange, iso, num, round } from './concrete-rows';

const target = (table: string, columns: string[], preferProject = false) => scopeTargetFor(table, new Set(columns), preferProject);
const SCOPED3 = ['company_id', 'project_id', 'district_code'];

/** Optional id filters: `column = id` for each id sent. */
function idFilters(p: SqlParams, filters: readonly [id: number | undefined, column: string][]): string[] {
  return filters.filter(([id]) => id !== undefined).map(([id, column]) => `${column} = ${p.add(id)}`);
}

/** The plant a call names (`devid` or its aliases, concNamedPlant), in the caller's scope. */
async function namedPlant(ctx: EndpointContext, endpoint: Endpoint & { readonly params: typeof concNamedPlant }) {
  return plantOf(ctx.db, ctx, callParams(endpoint, ctx.params).devid, true);
}

/**
 * The concrete read calls of SPEC §7 beyond list and detail (docs/decisions/0350): an order's history, the order
 * and product accounts (对账) with material consumption, a plant's formulas and silos, the driver / contact user
 * list, the plants' monitor page and the batch statistics. Each in the caller's data scope, with the access the
 * catalogue gives it.
 */
export function mountConcreteAccountCalls(app: FastifyInstance): void {
  const orders = requireRecordMount(app, 'concOrder');
  const plants = requireRecordMount(app, 'concPlant');

  const history = recordCallEndpoint(concOrderRecord, 'history');
  const orderAccount = recordCallEndpoint(concOrderRecord, 'account');
  const productAccount = declaredEndpoint('concProductAccountProductPage', concProductPageParams);
  const consumption = declaredEndpoint('concProductAccountProductConsump', concConsumptionParams);
  const formulaNames = recordCallEndpoint(concFormulaRecord, 'namesByDevice');
  const plantDetail = recordCallEndpoint(concFormulaMaterialRecord, 'device');
  const contacts = declaredEndpoint('employeeWhereUserList', concUserListParams);
  const monitor = recordCallEndpoint(concPlantRecord, 'monitor');
  const statistics = recordCallEndpoint(concBatchRecord, 'statistics');

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

  mountEndpoint(app, formulaNames, async (ctx) => {
    const plant = await namedPlant(ctx, formulaNames);
    const rows = await ctx.db.many<{ id: number; formula_no: string; strength_grade: string; slump: string }>(
      `SELECT id, formula_no, strength_grade, slump FROM conc_formulas WHERE plant_id = $1 AND if_del = 0
        ORDER BY length(strength_grade), strength_grade, id`,
      [plant.id],
    );
    return rows.map((r) => ({ id: r.id, formulaNo: r.formula_no, strengthGrade: r.strength_grade, slump: r.slump, name: `${r.formula_no}（${r.strength_grade}）` }));
  });

  mountEndpoint(app, plantDetail, async (ctx) => {
    const plant = await namedPlant(ctx, plantDetail);
    const [row, silos, formulas] = await Promise.all([
      ctx.db.one<Record<string, unknown>>('SELECT * FROM conc_plants WHERE id = $1', [plant.id]),
      ctx.db.many<{ id: number; silo_name: string; material_name: string; capacity_t: string; level_t: string }>(
        'SELECT id, silo_name, material_name, capacity_t, level_t FROM conc_silos WHERE plant_id = $1 AND if_del = 0 ORDER BY id',
        [plant.id],
      ),
      ctx.db.many<{ id: number; formula_no: string; strength_grade: string; materials: number }>(
        `SELECT f.id, f.formula_no, f.strength_grade, (SELECT count(*)::int FROM conc_formula_materials m WHERE m.formula_id = f.id AND m.if_del = 0) AS materials
           FROM conc_formulas f WHERE f.plant_id = $1 AND f.if_del = 0 ORDER BY length(f.strength_grade), f.strength_grade, f.id`,
        [plant.id],
      ),
    ]);
    return {
      device: plants.toClient(row!, !plants.mayEdit(ctx)),
      silos: silos.map((s) => ({
        id: s.id,
        siloName: s.silo_name,
        materialName: s.material_name,
        capacity: round(num(s.capacity_t)),
        level: round(num(s.level_t)),
        percent: num(s.capacity_t) > 0 ? round((num(s.level_t) * 100) / num(s.capacity_t)) : 0,
      })),
      formulas: formulas.map((f) => ({ id: f.id, formulaNo: f.formula_no, strengthGrade: f.strength_grade, materials: f.materials })),
    };
  });

  mountEndpoint(app, contacts, async (ctx) => {
    const { pageIndex, pageSize, offset } = paging(ctx.params, 500);
    const p = new SqlParams();
    const parts = ['u.if_del = 0', 'u.status = 1', userScopeSql(ctx, p, 'u')];
    const { name } = callParams(contacts, ctx.params);
    if (name) {
      const like = p.add(`%${name.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
      parts.push(`(u.user_name ILIKE ${like} OR u.real_name ILIKE ${like})`);
    }
    const where = parts.join(' AND ');
    const values = [...p.values];
    const [rows, total] = await Promise.all([
      ctx.db.many<{ id: number; user_name: string; real_name: string; mobile: string }>(
        `SELECT u.id, u.user_name, u.real_name, u.mobile FROM users u WHERE ${where} ORDER BY u.id LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`,
        p.values,
      ),
      ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE ${where}`, values),
    ]);
    return pageAnswer(
      rows.map((r) => ({ id: r.id, userName: r.user_name, realName: r.real_name, mobile: maskValue(SPEC_MASK, r.mobile) })),
      pageIndex, pageSize, total?.n ?? 0,
    );
  });

  mountEndpoint(app, monitor, async (ctx) => {
    const { pageIndex, pageSize, offset } = paging(ctx.params, 100);
    const p = new SqlParams();
    const parts = [plants.liveSql(p, 'pl'), plants.scopedSql(ctx, p, 'pl')];
    const name = callParams(monitor, ctx.params).plant_name;
    if (name) parts.push(`pl.plant_name ILIKE ${p.add(`%${name.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)}`);
    const where = parts.join(' AND ');
    const values = [...p.values];
    const [rows, total] = await Promise.all([
      ctx.db.many(
        `SELECT pl.id, pl.plant_name, pl.plant_code, pl.status, pl.audit_status, pl.last_seen_at,
                (pl.last_seen_at > now() - interval '10 minutes') AS online,
                coalesce(b.volume, 0) AS today_volume, coalesce(b.batches, 0)::int AS today_batches,
                k.task_no, pr.project_name,
                (SELECT count(*)::int FROM conc_tanker_cars tc WHERE tc.plant_id = pl.id AND tc.if_del = 0) AS tankers,
                (SELECT count(*)::int FROM conc_tanker_cars tc WHERE tc.plant_id = pl.id AND tc.if_del = 0 AND tc.status <> ${TANKER_IDLE}) AS tankers_out,
                (SELECT count(*)::int FROM conc_silos s WHERE s.plant_id = pl.id AND s.if_del = 0 AND s.level_t < s.capacity_t * 0.2) AS low_silos
           FROM conc_plants pl
           LEFT JOIN LATERAL (SELECT sum(volume_m3) AS volume, count(*) AS batches FROM conc_batches WHERE plant_id = pl.id AND ts >= ${siteDayStartSql}) b ON true
           LEFT JOIN LATERAL (SELECT task_no, project_id FROM conc_tasks WHERE plant_id = pl.id AND status = ${TASK_PRODUCING} AND if_del = 0 ORDER BY id LIMIT 1) k ON true
           LEFT JOIN projects pr ON pr.id = k.project_id
          WHERE ${where} ORDER BY pl.id LIMIT ${p.add(pageSize)} OFFSET ${p.add(offset)}`,
        p.values,
      ),
      ctx.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM conc_plants pl WHERE ${where}`, values),
    ]);
    return pageAnswer(
      rows.map((r) => ({
        id: num(r.id),
        plantName: String(r.plant_name),
        plantCode: String(r.plant_code),
        online: r.online === true,
        lastSeenAt: iso(r.last_seen_at),
        todayVolume: round(num(r.today_volume)),
        todayBatches: num(r.today_batches),
        currentTaskNo: String(r.task_no ?? ''),
        currentProjectName: String(r.project_name ?? ''),
        tankers: num(r.tankers),
        tankersOut: num(r.tankers_out),
        lowSilos: num(r.low_silos),
      })),
      pageIndex, pageSize, total?.n ?? 0,
    );
  });

  mountEndpoint(app, statistics, async (ctx) => {
    const sent = callParams(statistics, ctx.params);
    const p = new SqlParams();
    const parts = [scopeCondition(ctx.scope, target('conc_batches', SCOPED3, true), p, 'b')];
    parts.push(...idFilters(p, [[sent.plant_id, 'b.plant_id'], [sent.task_id, 'b.task_id'], [sent.project_id, 'b.project_id']]));
    const range = dateRange(sent, p, 'b.ts');
    if (range) parts.push(range);
    else if (sent.task_id === undefined) parts.push(`b.ts >= ${siteDayStartSql}`);
    const where = parts.join(' AND ');
    const [sum, grades] = await Promise.all([
      ctx.db.one<{ batches: number; volume: string; tasks: number; first_at: Date | null; last_at: Date | null }>(
        `SELECT count(*)::int AS batches, coalesce(sum(b.volume_m3), 0) AS volume, count(DISTINCT b.task_id)::int AS tasks, min(b.ts) AS first_at, max(b.ts) AS last_at
           FROM conc_batches b WHERE ${where}`,
        p.values,
      ),
      ctx.db.many<{ strength_grade: string; batches: number; volume: string }>(
        `SELECT b.strength_grade, count(*)::int AS batches, sum(b.volume_m3) AS volume FROM conc_batches b WHERE ${where} GROUP BY 1 ORDER BY 1`,
        p.values,
      ),
    ]);
    return {
      batches: sum?.batches ?? 0,
      volume: round(num(sum?.volume)),
      tasks: sum?.tasks ?? 0,
      firstAt: iso(sum?.first_at),
      lastAt: iso(sum?.last_at),
      byStrength: grades.map((g) => ({ strengthGrade: g.strength_grade, batches: g.batches, volume: round(num(g.volume)) })),
    };
  });
}

/** An order status filter (0–4) when sent. */
function optionalStatus(raw: string): number | undefined {
  if (raw === '') return undefined;
  if (!/^[0-4]$/.test(raw)) throw invalid(messages.concStatusInvalid);
  return Number(raw);
}
