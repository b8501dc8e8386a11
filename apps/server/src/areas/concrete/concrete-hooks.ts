import type { RecordHooks } from '../../record-types/mount-record-type';
import type { EndpointContext } from '../../http/mount-endpoint';
import type { Queryable } from '../../db/database';
import { scopeCondition, scopeTargetFor } from '../../auth/data-scope';
import { SqlParams } from '../../db/sql-params';
import { invalid, noPermission } from '../../http/api-error';
import { messages } from '../../shared/messages';
import { projectInScope } from '../../scopes/project-scope';
import { ORDER_APPROVED, ORDER_CANCELLED, ORDER_COMPLETED, ORDER_PRODUCING, ORDER_STATUS, PLANT_STATUS, SIGN_IN_STATUS, TANKER_STATUS, TASK_PRODUCING, TASK_STATUS, statusLabel } from './conc-statuses';
import { normalisePlateNo } from '../devices/plate-no';

const STRENGTH = /^C\d{2,3}$/;

interface PlantRow {
  id: number;
  company_id: number;
  district_code: string;
}

/** A live plant, optionally one the caller's scope covers (else 402); a 400 when it does not exist. */
export async function plantOf(q: Queryable, ctx: EndpointContext, id: unknown, mustBeInScope: boolean): Promise<PlantRow> {
  const p = new SqlParams();
  const idp = p.add(Number(id));
  const cond = scopeCondition(ctx.scope, scopeTargetFor('conc_plants', new Set(['company_id', 'district_code'])), p);
  const row = await q.one<PlantRow & { in_scope: boolean }>(
    `SELECT t.id, t.company_id, t.district_code, (${cond}) AS in_scope FROM conc_plants t WHERE t.id = ${idp} AND t.if_del = 0`,
    p.values,
  );
  if (!row) throw invalid(messages.concPlantNotFound);
  if (mustBeInScope && !row.in_scope) throw noPermission();
  return { id: row.id, company_id: row.company_id, district_code: row.district_code };
}

/** Uppercases and checks a strength grade (C20, C30, …) when one is sent. */
function checkStrength(values: Map<string, unknown>): void {
  const s = values.get('strength_grade');
  if (typeof s !== 'string') return;
  const grade = s.trim().toUpperCase();
  if (!STRENGTH.test(grade)) throw invalid(messages.concStrengthInvalid);
  values.set('strength_grade', grade);
}

function checkPositive(values: Map<string, unknown>, column: string, message: string): void {
  const v = values.get(column);
  if (v !== undefined && v !== null && !(typeof v === 'number' && v > 0)) throw invalid(message);
}

/** A document number: prefix + site date/time + three random digits (DD20260124093015123). */
function documentNo(prefix: string): string {
  const local = new Date(Date.now() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${local}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * Orders: project in scope, supplier company from the chosen plant, number generated, time checked. Status
 * and sign-in move along the declared workflows (generic transition action); a move to 已完成 stamps the
 * completion time (any other clears it), signing in answers 签收成功.
 */
export const orderHooks: RecordHooks = {
  async beforeWrite(values, ctx, q, existing) {
    checkStrength(values);
    checkPositive(values, 'volume_m3', messages.concVolumeInvalid);
    const plan = values.get('plan_time');
    if (plan !== undefined) {
      const d = new Date(String(plan));
      if (Number.isNaN(d.getTime())) throw invalid(messages.concPlanTimeInvalid);
      values.set('plan_time', d);
    }
    if (values.has('project_id')) {
      const project = await projectInScope(q, ctx, Number(values.get('project_id')));
      values.set('district_code', project.district_code);
      if (!existing && (values.get('company_id') === null || values.get('company_id') === undefined)) values.set('company_id', project.company_id);
    }
    const plantId = values.get('plant_id');
    if (plantId !== undefined && plantId !== null) values.set('company_id', (await plantOf(q, ctx, plantId, false)).company_id);
    if (!existing && !values.get('order_no')) values.set('order_no', documentNo('DD'));
  },
  beforeTransition: ({ workflow, transition }) =>
    workflow.field === 'status' ? { completed_at: transition.to === ORDER_COMPLETED ? new Date() : null } : undefined,
  transitionMessage: ({ workflow }) => (workflow.field === 'signIn' ? messages.concSignedIn : messages.concStatusChanged),
  toClient: (rec) => ({
    ...rec,
    volume: num(rec.volume),
    statusName: statusLabel(ORDER_STATUS, rec.status),
    signInName: statusLabel(SIGN_IN_STATUS, rec.signIn),
  }),
};

/**
 * Tasks: scope columns and default grade from the order (in scope, not cancelled); formula of the plant.
 * A task starting production (declared workflow move) moves its approved order to 生产中.
 */
export const taskHooks: RecordHooks = {
  async beforeWrite(values, ctx, q, existing) {
    checkStrength(values);
    checkPositive(values, 'volume_planned', messages.concVolumeInvalid);
    if (values.has('order_id')) {
      const p = new SqlParams();
      const idp = p.add(Number(values.get('order_id')));
      const cond = scopeCondition(ctx.scope, { ...scopeTargetFor('conc_orders', new Set(['company_id', 'project_id', 'district_code'])), preferProject: true }, p);
      const order = await q.one<{ company_id: number; project_id: number; district_code: string; strength_grade: string; status: number; in_scope: boolean }>(
        `SELECT t.company_id, t.project_id, t.district_code, t.strength_grade, t.status, (${cond}) AS in_scope FROM conc_orders t WHERE t.id = ${idp} AND t.if_del = 0`,
        p.values,
      );
      if (!order) throw invalid(messages.concOrderNotFound);
      if (!order.in_scope) throw noPermission();
      if (order.status === ORDER_CANCELLED) throw invalid(messages.concOrderCancelled);
      values.set('company_id', order.company_id);
      values.set('project_id', order.project_id);
      values.set('district_code', order.district_code);
      if (!values.get('strength_grade') && !existing) values.set('strength_grade', order.strength_grade);
    }
    const plantId = values.get('plant_id') ?? existing?.plant_id;
    if (values.has('plant_id')) await plantOf(q, ctx, plantId, false);
    const formulaId = values.get('formula_id');
    if (formulaId !== undefined && formulaId !== null) {
      const f = await q.one('SELECT 1 FROM conc_formulas WHERE id = $1 AND plant_id = $2 AND if_del = 0', [formulaId, plantId]);
      if (!f) throw invalid(messages.concFormulaNotFound);
    }
    if (!existing && !values.get('task_no')) values.set('task_no', documentNo('RW'));
  },
  async afterTransition({ transition, before }, _ctx, q) {
    if (transition.to === TASK_PRODUCING) {
      await q.exec('UPDATE conc_orders SET status = $2, update_time = now() WHERE id = $1 AND status = $3', [before.order_id, ORDER_PRODUCING, ORDER_APPROVED]);
    }
  },
  transitionMessage: () => messages.concStatusChanged,
  toClient: (rec) => ({
    ...rec,
    volumePlanned: num(rec.volumePlanned),
    volumeProduced: num(rec.volumeProduced),
    statusName: statusLabel(TASK_STATUS, rec.status),
  }),
};

/** Formulas: the plant must lie in the caller's scope; company and district follow it. */
export const formulaHooks: RecordHooks = {
  async beforeWrite(values, ctx, q) {
    checkStrength(values);
    if (values.has('plant_id')) {
      const plant = await plantOf(q, ctx, values.get('plant_id'), true);
      values.set('company_id', plant.company_id);
      values.set('district_code', plant.district_code);
    }
  },
};

/** Tanker cars: plate normalised and checked, capacity positive, company and district from the bound plant. */
export const tankerHooks: RecordHooks = {
  async beforeWrite(values, ctx, q, existing) {
    normalisePlateNo(values);
    checkPositive(values, 'capacity_m3', messages.concTankerCapacityInvalid);
    const plantId = values.get('plant_id');
    if (plantId !== undefined && plantId !== null) {
      const plant = await plantOf(q, ctx, plantId, true);
      values.set('company_id', plant.company_id);
      values.set('district_code', plant.district_code);
    } else if (!existing) {
      const c = await q.one<{ district_code: string }>('SELECT district_code FROM companies WHERE id = $1', [values.get('company_id')]);
      values.set('district_code', c?.district_code ?? '');
    }
  },
  toClient: (rec) => ({ ...rec, capacity: num(rec.capacity), statusName: statusLabel(TANKER_STATUS, rec.status) }),
};

/** Plants: district from the owning company, coordinates and status checked. */
export const plantHooks: RecordHooks = {
  async beforeWrite(values, _ctx, q, existing) {
    for (const [c, lim] of [['lng', 180], ['lat', 90]] as const) {
      const v = values.get(c);
      if (v !== undefined && v !== null && (typeof v !== 'number' || Math.abs(v) > lim)) throw invalid(messages.coordinatesInvalid);
    }
    const status = values.get('status');
    if (status !== undefined && status !== 0 && status !== 1) throw invalid(messages.concStatusInvalid);
    checkPositive(values, 'capacity_per_hour', messages.concCapacityInvalid);
    if (!existing) {
      const c = await q.one<{ district_code: string }>('SELECT district_code FROM companies WHERE id = $1', [values.get('company_id')]);
      values.set('district_code', c?.district_code ?? '');
    }
  },
  toClient: (rec, row) => ({
    ...rec,
    capacityPerHour: num(rec.capacityPerHour),
    statusName: statusLabel(PLANT_STATUS, rec.status),
    online: row.last_seen_at instanceof Date && Date.now() - row.last_seen_at.getTime() < 10 * 60_000,
  }),
};

/** Formula materials: the formula must lie in the caller's scope; the company follows it. */
export const formulaMaterialHooks: RecordHooks = {
  async beforeWrite(values, ctx, q) {
    const kg = values.get('kg_per_m3');
    if (kg !== undefined && kg !== null && !(typeof kg === 'number' && kg >= 0)) throw invalid(messages.concMaterialKgInvalid);
    if (values.has('formula_id')) {
      const p = new SqlParams();
      const idp = p.add(Number(values.get('formula_id')));
      const cond = scopeCondition(ctx.scope, scopeTargetFor('conc_formulas', new Set(['company_id', 'district_code'])), p);
      const f = await q.one<{ company_id: number; in_scope: boolean }>(
        `SELECT t.company_id, (${cond}) AS in_scope FROM conc_formulas t WHERE t.id = ${idp} AND t.if_del = 0`,
        p.values,
      );
      if (!f) throw invalid(messages.concFormulaNotFound);
      if (!f.in_scope) throw noPermission();
      values.set('company_id', f.company_id);
    }
  },
  toClient: (rec) => ({ ...rec, kgPerM3: num(rec.kgPerM3) }),
};

/** Batch records: volumes as numbers. */
export const batchHooks: RecordHooks = {
  toClient: (rec) => ({ ...rec, volume: num(rec.volume) }),
};
