import { SPEC_MASK, concBatchRecord, concFormulaMaterialRecord, concFormulaRecord, concPlantRecord, concUserListParams, maskValue } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { scopeCondition } from '../../auth/data-scope';
import { SqlParams } from '../../db/sql-params';
import { callParams } from '../../http/call-params';
import { pageAnswer, paging } from '../../http/list-paging';
import { mountEndpoint } from '../../http/mount-endpoint';
import { requireRecordMount } from '../../record-types/mount-record-type';
import { userScopeSql } from '../../scopes/user-scope';
import { declaredEndpoint, recordCallEndpoint } from '../../shared/contract-endpoint';
import { siteDayStartSql } from '../../shared/site-time';
import { TANKER_IDLE, TASK_PRODUCING } from './conc-statuses';
import { SCOPED3, idFilters, namedPlant, target } from './concrete-call-scope';
import { dateRange, iso, num, round } from './concrete-rows';

/**
 * The concrete plant calls of SPEC §7 (docs/decisions/0350): a plant's formulas and silos, the driver / contact
 * user list, the plants' monitor page and the batch statistics, each in the caller's data scope.
 */
export function mountConcretePlantCalls(app: FastifyInstance): void {
  const plants = requireRecordMount(app, 'concPlant');
  const formulaNames = recordCallEndpoint(concFormulaRecord, 'namesByDevice');
  const plantDetail = recordCallEndpoint(concFormulaMaterialRecord, 'device');
  const contacts = declaredEndpoint('employeeWhereUserList', concUserListParams);
  const monitor = recordCallEndpoint(concPlantRecord, 'monitor');
  const statistics = recordCallEndpoint(concBatchRecord, 'statistics');

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
