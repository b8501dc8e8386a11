import type { Queryable } from '../../db/database';
import { SITE_TIME_ZONE, siteDayStartSql } from '../../shared/site-time';
import { BATCHES_PER_TRIP, BATCH_M3, BATCH_MINUTES, FORMULAS, MATERIALS } from './conc-materials';
import { ORDER_APPROVED, ORDER_CANCELLED, ORDER_COMPLETED, ORDER_PENDING, ORDER_PRODUCING, TANKER_IDLE } from './conc-statuses';

/** One supply line of the demo: a project ordering from a plant. */
export interface SupplyLine {
  readonly projectId: number;
  readonly plantId: number;
  /** Day offset of its orders (0–2), so lines order on different days. */
  readonly phase: number;
  /** Whether it also has an order in production right now (placed three hours ago). */
  readonly current: boolean;
}

const POUR_PARTS = ['基础底板', '地下室外墙', '框架柱', '楼板', '剪力墙', '梁', '桥墩承台', '垫层'];

/**
 * Orders every three days over the last `days` site days (and the next few) for each supply line, with what
 * followed from them up to now: one task per approved order, a batch every BATCH_MINUTES from the plan time
 * (materials planned by the formula and weighed with the plant's bias and a little noise), a delivery trip
 * every BATCHES_PER_TRIP batches, and the tanker cars of plants in production on the road. Past orders are
 * completed (a few cancelled), those under way in production, future ones approved or pending.
 */
export async function fillConcreteHistory(q: Queryable, lines: readonly SupplyLine[], days = 30): Promise<void> {
  if (!lines.length) return;
  const plantIds = [...new Set(lines.map((l) => l.plantId))];
  const projectIds = [...new Set(lines.map((l) => l.projectId))];
  const step = `make_interval(mins => ${BATCH_MINUTES})`;
  await q.exec(
    `WITH v AS (SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::bool[]) AS v(project_id, plant_id, phase, cur)),
     planned AS (
       SELECT v.project_id, v.plant_id, i AS seq,
              ${siteDayStartSql} + make_interval(days => 1 - $5::int + v.phase + 3 * i, hours => 7 + (v.project_id + i) % 5) AS plan_time,
              (60 + ((i * 37 + v.project_id * 13) % 9) * 20)::numeric AS volume,
              ($6::text[])[1 + (i + v.project_id) % cardinality($6::text[])] AS grade,
              ($7::text[])[1 + (i * 3 + v.project_id) % cardinality($7::text[])] AS part
         FROM v CROSS JOIN generate_series(0, $5::int / 3) i
       UNION ALL
       SELECT v.project_id, v.plant_id, 99, now() - interval '3 hours', 180, 'C30', '楼板' FROM v WHERE v.cur),
     timed AS (
       SELECT p.*, p.plan_time + (ceil(p.volume / ${BATCH_M3}) - 1)::int * ${step} AS finish FROM planned p),
     st AS (
       SELECT t.*, CASE WHEN t.finish <= now() AND t.seq % 7 = 3 THEN ${ORDER_CANCELLED}
                        WHEN t.finish <= now() THEN ${ORDER_COMPLETED}
                        WHEN t.plan_time <= now() THEN ${ORDER_PRODUCING}
                        WHEN t.seq % 2 = 0 THEN ${ORDER_APPROVED} ELSE ${ORDER_PENDING} END AS status
         FROM timed t)
     INSERT INTO conc_orders (company_id, project_id, district_code, plant_id, order_no, strength_grade, volume_m3, pour_part, contact_name,
                              contact_phone, plan_time, status, sign_in, completed_at, create_time, update_time)
     SELECT pl.company_id, pr.id, pr.district_code, pl.id,
            'DD' || to_char(s.plan_time AT TIME ZONE '${SITE_TIME_ZONE}', 'YYYYMMDD') || lpad(pr.id::text, 3, '0') || lpad(s.seq::text, 2, '0'),
            s.grade, s.volume, s.part, '施工员' || pr.id, '1380013' || lpad(pr.id::text, 4, '0'), s.plan_time, s.status,
            CASE WHEN s.status = ${ORDER_COMPLETED} THEN 1 ELSE 0 END,
            CASE WHEN s.status = ${ORDER_COMPLETED} THEN s.finish END,
            least(now(), s.plan_time - interval '2 days'), least(now(), s.plan_time - interval '2 days')
       FROM st s JOIN conc_plants pl ON pl.id = s.plant_id JOIN projects pr ON pr.id = s.project_id
      ORDER BY least(now(), s.plan_time - interval '2 days'), s.plan_time, pr.id, s.seq`,
    [lines.map((l) => l.projectId), lines.map((l) => l.plantId), lines.map((l) => l.phase), lines.map((l) => l.current), days, FORMULAS.map((f) => f.grade), POUR_PARTS],
  );
  const scope = 'o.plant_id = ANY($1::int[]) AND o.project_id = ANY($2::int[])';
  await q.exec(
    `INSERT INTO conc_tasks (order_id, company_id, project_id, district_code, plant_id, formula_id, task_no, strength_grade, volume_planned,
                             status, create_time, update_time)
     SELECT o.id, o.company_id, o.project_id, o.district_code, o.plant_id, f.id, 'RW' || substr(o.order_no, 3), o.strength_grade, o.volume_m3,
            CASE o.status WHEN ${ORDER_COMPLETED} THEN 2 WHEN ${ORDER_PRODUCING} THEN 1 ELSE 0 END, o.create_time + interval '1 hour', o.create_time + interval '1 hour'
       FROM conc_orders o
       LEFT JOIN LATERAL (SELECT f.id FROM conc_formulas f WHERE f.plant_id = o.plant_id AND f.strength_grade = o.strength_grade AND f.if_del = 0 ORDER BY f.id LIMIT 1) f ON true
      WHERE ${scope} AND o.status IN (${ORDER_APPROVED}, ${ORDER_PRODUCING}, ${ORDER_COMPLETED}) AND o.if_del = 0
        AND NOT EXISTS (SELECT 1 FROM conc_tasks k WHERE k.order_id = o.id)
      ORDER BY o.id`,
    [plantIds, projectIds],
  );
  const fresh = `k.plant_id = ANY($1::int[]) AND k.project_id = ANY($2::int[]) AND NOT EXISTS (SELECT 1 FROM conc_batches x WHERE x.task_id = k.id)`;
  await q.exec(
    `INSERT INTO conc_batches (company_id, project_id, district_code, plant_id, task_id, strength_grade, volume_m3, ts)
     SELECT k.company_id, k.project_id, k.district_code, k.plant_id, k.id, k.strength_grade, round(k.volume_planned / n.n, 2), o.plan_time + g * ${step}
       FROM conc_tasks k JOIN conc_orders o ON o.id = k.order_id
       CROSS JOIN LATERAL (SELECT ceil(k.volume_planned / ${BATCH_M3})::int AS n) n
       CROSS JOIN LATERAL generate_series(0, n.n - 1) g
      WHERE ${fresh} AND k.status IN (1, 2) AND o.plan_time + g * ${step} <= now()
      ORDER BY 8, k.id, g`,
    [plantIds, projectIds],
  );
  await q.exec(
    `INSERT INTO conc_batch_materials (batch_id, company_id, project_id, district_code, ts, material_name, planned_kg, actual_kg)
     SELECT b.id, b.company_id, b.project_id, b.district_code, b.ts, fm.material_name, round(fm.kg_per_m3 * b.volume_m3, 2),
            round(fm.kg_per_m3 * b.volume_m3 * (1 + coalesce(m.bias, 0) + (random() - 0.5) * 0.02)::numeric, 2)
       FROM conc_batches b JOIN conc_tasks k ON k.id = b.task_id
       JOIN conc_formula_materials fm ON fm.formula_id = k.formula_id AND fm.if_del = 0
       LEFT JOIN unnest($3::text[], $4::float8[]) AS m(name, bias) ON m.name = fm.material_name
      WHERE b.plant_id = ANY($1::int[]) AND b.project_id = ANY($2::int[]) AND NOT EXISTS (SELECT 1 FROM conc_batch_materials x WHERE x.batch_id = b.id)`,
    [plantIds, projectIds, MATERIALS.map((m) => m.name), MATERIALS.map((m) => m.bias)],
  );
  await q.exec(
    `UPDATE conc_tasks k SET volume_produced = s.v
       FROM (SELECT task_id, sum(volume_m3) AS v FROM conc_batches WHERE plant_id = ANY($1::int[]) AND project_id = ANY($2::int[]) GROUP BY 1) s
      WHERE s.task_id = k.id`,
    [plantIds, projectIds],
  );
  await q.exec(
    `WITH numbered AS (
       SELECT b.task_id, b.ts, b.volume_m3, (row_number() OVER (PARTITION BY b.task_id ORDER BY b.ts, b.id) - 1) / ${BATCHES_PER_TRIP} AS trip
         FROM conc_batches b WHERE b.plant_id = ANY($1::int[]) AND b.project_id = ANY($2::int[])),
     trips AS (SELECT task_id, trip, count(*) AS n, sum(volume_m3) AS v, max(ts) AS last_ts FROM numbered GROUP BY 1, 2),
     fleet AS (SELECT plant_id, array_agg(id ORDER BY id) AS ids FROM conc_tanker_cars WHERE if_del = 0 AND plant_id = ANY($1::int[]) GROUP BY 1)
     INSERT INTO conc_deliveries (company_id, project_id, district_code, plant_id, order_id, task_id, tanker_id, volume_m3, left_at, arrived_at)
     SELECT k.company_id, k.project_id, k.district_code, k.plant_id, k.order_id, k.id, fl.ids[1 + (tr.trip % cardinality(fl.ids))], tr.v,
            tr.last_ts + interval '5 minutes', CASE WHEN tr.last_ts + interval '40 minutes' <= now() THEN tr.last_ts + interval '40 minutes' END
       FROM trips tr JOIN conc_tasks k ON k.id = tr.task_id LEFT JOIN fleet fl ON fl.plant_id = k.plant_id
      WHERE (tr.n = ${BATCHES_PER_TRIP} OR k.status = 2) AND tr.last_ts + interval '5 minutes' <= now()
        AND NOT EXISTS (SELECT 1 FROM conc_deliveries d WHERE d.task_id = k.id)
      ORDER BY tr.last_ts, k.id, tr.trip`,
    [plantIds, projectIds],
  );
  // Plants in production have a car loading, one on the road and one unloading; the rest wait — at least one car
  // per plant, for 发车 by hand (decision 0541).
  await q.exec(
    `WITH busy AS (
       SELECT tc.id, k.id AS task_id,
              row_number() OVER (PARTITION BY tc.plant_id ORDER BY tc.id) AS r, count(*) OVER (PARTITION BY tc.plant_id) AS fleet
         FROM conc_tanker_cars tc
         JOIN LATERAL (SELECT k.id FROM conc_tasks k WHERE k.plant_id = tc.plant_id AND k.status = 1 AND k.if_del = 0 ORDER BY k.id LIMIT 1) k ON true
        WHERE tc.plant_id = ANY($1::int[]) AND tc.if_del = 0)
     UPDATE conc_tanker_cars tc
        SET status = CASE WHEN busy.r <= least(3, busy.fleet - 1) THEN busy.r ELSE ${TANKER_IDLE} END,
            current_task_id = CASE WHEN busy.r <= least(3, busy.fleet - 1) THEN busy.task_id END,
            status_since = now() - busy.r * interval '1 minute'
       FROM busy WHERE busy.id = tc.id`,
    [plantIds],
  );
}
