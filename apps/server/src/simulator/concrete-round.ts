import type { Db } from '../db/database';
import { SITE_TIME_ZONE } from '../shared/site-time';
import { BATCH_M3, MATERIALS } from '../areas/concrete/conc-materials';
import {
  ORDER_APPROVED, ORDER_COMPLETED, ORDER_PRODUCING, TANKER_DRIVING, TANKER_IDLE, TANKER_LOADING, TANKER_RETURNING, TANKER_UNLOADING, TASK_COMPLETED,
  TASK_PRODUCING, TASK_WAITING,
} from '../areas/concrete/conc-statuses';

export interface ConcreteRoundOptions {
  /** Milliseconds between rounds (default 5000): the chances below default to rates per minute of site time. */
  readonly intervalMs?: number;
  /** Chance per plant in production of mixing one batch this round (default: one batch every 2 minutes). */
  readonly batchChance?: number;
  /** Chance per idle plant of receiving a new order this round (default: one every 30 minutes). */
  readonly newOrderChance?: number;
  /** Chance per plant of sending an idle tanker car to load this round (default: one a minute). */
  readonly dispatchChance?: number;
}

export interface ConcreteRoundResult {
  readonly batches: number;
  readonly tankersMoved: number;
}

/** Seconds a tanker car stays in each state before the next (装料 → 运输中 → 卸料 → 返程 → 空闲). */
const STATE_SECONDS: Readonly<Record<number, number>> = {
  [TANKER_LOADING]: 120,
  [TANKER_DRIVING]: 300,
  [TANKER_UNLOADING]: 120,
  [TANKER_RETURNING]: 240,
};

/** Silos refill (a delivery of material) when below this share of their capacity, up to REFILL_TO. */
const REFILL_BELOW = 0.15;
const REFILL_TO = 0.9;

const sim = `pl.simulated AND pl.if_del = 0 AND pl.status = 1`;

/**
 * One round of the demo mixing plants (docs/decisions/0200), set-based: plants report in; an idle plant
 * starts its next approved task or, now and then, gets a new order from a project it supplies; each plant in
 * production mixes a batch now and then (materials weighed around the formula, taken from its silos, silos
 * refilled when low; the task and its order complete when the volume is reached); tanker cars move on through
 * their states, a departure writing a delivery note (never more than the task produced) and an arrival closing
 * it; idle cars go to load, all but one per plant (decision 0541).
 */
export async function concreteRound(db: Db, options: ConcreteRoundOptions = {}): Promise<ConcreteRoundResult> {
  const every = (ms: number) => Math.min(1, (options.intervalMs ?? 5000) / ms);
  const batchChance = options.batchChance ?? every(120_000);
  const newOrderChance = options.newOrderChance ?? every(1_800_000);
  const dispatchChance = options.dispatchChance ?? every(60_000);
  return db.tx(async (q) => {
    await q.exec(`UPDATE conc_plants pl SET last_seen_at = now() WHERE ${sim}`);
    // Next approved task of a plant with nothing in production.
    await q.exec(
      `WITH next AS (
         SELECT DISTINCT ON (k.plant_id) k.id, k.order_id FROM conc_tasks k JOIN conc_plants pl ON pl.id = k.plant_id
           JOIN conc_orders o ON o.id = k.order_id
          WHERE ${sim} AND k.if_del = 0 AND k.status = ${TASK_WAITING} AND o.if_del = 0 AND o.status IN (${ORDER_APPROVED}, ${ORDER_PRODUCING})
            AND o.plan_time <= now() + interval '1 day'
            AND NOT EXISTS (SELECT 1 FROM conc_tasks y WHERE y.plant_id = k.plant_id AND y.status = ${TASK_PRODUCING} AND y.if_del = 0)
          ORDER BY k.plant_id, o.plan_time, k.id),
       started AS (UPDATE conc_tasks k SET status = ${TASK_PRODUCING}, update_time = now() FROM next WHERE k.id = next.id RETURNING k.order_id)
       UPDATE conc_orders o SET status = ${ORDER_PRODUCING}, update_time = now() FROM started WHERE o.id = started.order_id AND o.status = ${ORDER_APPROVED}`,
    );
    // A new order (and its task, in production) for an idle plant, from a project under way it supplied before.
    await q.exec(
      `WITH idle AS (
         SELECT pl.id AS plant_id FROM conc_plants pl
          WHERE ${sim} AND random() < $1
            AND NOT EXISTS (SELECT 1 FROM conc_tasks y WHERE y.plant_id = pl.id AND y.status IN (${TASK_WAITING}, ${TASK_PRODUCING}) AND y.if_del = 0)),
       src AS (
         SELECT DISTINCT ON (o.plant_id) o.company_id, o.project_id, o.district_code, o.plant_id, o.pour_part, o.contact_name, o.contact_phone
           FROM conc_orders o JOIN idle ON idle.plant_id = o.plant_id JOIN projects p ON p.id = o.project_id
          WHERE o.if_del = 0 AND p.if_del = 0 AND p.project_status IN (2, 3) ORDER BY o.plant_id, o.id DESC),
       f AS (
         SELECT DISTINCT ON (f.plant_id) f.id, f.plant_id, f.strength_grade FROM conc_formulas f JOIN src ON src.plant_id = f.plant_id
          WHERE f.if_del = 0 ORDER BY f.plant_id, random()),
       o AS (
         INSERT INTO conc_orders (company_id, project_id, district_code, plant_id, order_no, strength_grade, volume_m3, pour_part, contact_name,
                                  contact_phone, plan_time, status)
         SELECT src.company_id, src.project_id, src.district_code, src.plant_id,
                'DD' || to_char(now() AT TIME ZONE '${SITE_TIME_ZONE}', 'YYYYMMDDHH24MISS') || lpad(src.plant_id::text, 3, '0'),
                f.strength_grade, 40 + floor(random() * 8) * 20, src.pour_part, src.contact_name, src.contact_phone, now(), ${ORDER_PRODUCING}
           FROM src JOIN f ON f.plant_id = src.plant_id
         RETURNING *)
       INSERT INTO conc_tasks (order_id, company_id, project_id, district_code, plant_id, formula_id, task_no, strength_grade, volume_planned, status)
       SELECT o.id, o.company_id, o.project_id, o.district_code, o.plant_id, f.id, 'RW' || substr(o.order_no, 3), o.strength_grade, o.volume_m3, ${TASK_PRODUCING}
         FROM o JOIN f ON f.plant_id = o.plant_id`,
      [newOrderChance],
    );
    // One batch per plant in production (by chance): materials weighed, silos drawn down, the task advanced.
    const made = await q.one<{ batches: number }>(
      `WITH pick AS (
         SELECT DISTINCT ON (k.plant_id) k.* FROM conc_tasks k JOIN conc_plants pl ON pl.id = k.plant_id
          WHERE ${sim} AND k.status = ${TASK_PRODUCING} AND k.if_del = 0 AND k.volume_produced < k.volume_planned
          ORDER BY k.plant_id, k.id),
       b AS (
         INSERT INTO conc_batches (company_id, project_id, district_code, plant_id, task_id, strength_grade, volume_m3, ts)
         SELECT company_id, project_id, district_code, plant_id, id, strength_grade, least(${BATCH_M3}, volume_planned - volume_produced), now()
           FROM pick WHERE random() < $1
         RETURNING *),
       m AS (
         INSERT INTO conc_batch_materials (batch_id, company_id, project_id, district_code, ts, material_name, planned_kg, actual_kg)
         SELECT b.id, b.company_id, b.project_id, b.district_code, b.ts, fm.material_name, round(fm.kg_per_m3 * b.volume_m3, 2),
                round(fm.kg_per_m3 * b.volume_m3 * (1 + coalesce(x.bias, 0) + (random() - 0.5) * 0.02)::numeric, 2)
           FROM b JOIN conc_tasks k ON k.id = b.task_id
           JOIN conc_formula_materials fm ON fm.formula_id = k.formula_id AND fm.if_del = 0
           LEFT JOIN unnest($2::text[], $3::float8[]) AS x(name, bias) ON x.name = fm.material_name
         RETURNING batch_id, material_name, actual_kg),
       drawn AS (
         UPDATE conc_silos s SET level_t = greatest(0, s.level_t - u.kg / 1000), updated_at = now()
           FROM (SELECT b.plant_id, m.material_name, sum(m.actual_kg) AS kg FROM m JOIN b ON b.id = m.batch_id GROUP BY 1, 2) u
          WHERE s.plant_id = u.plant_id AND s.material_name = u.material_name AND s.if_del = 0
         RETURNING s.id),
       advanced AS (
         UPDATE conc_tasks k SET volume_produced = k.volume_produced + b.volume_m3, update_time = now(),
                status = CASE WHEN k.volume_produced + b.volume_m3 >= k.volume_planned THEN ${TASK_COMPLETED} ELSE ${TASK_PRODUCING} END
           FROM b WHERE k.id = b.task_id
         RETURNING k.id)
       SELECT (SELECT count(*) FROM b)::int AS batches, (SELECT count(*) FROM drawn)::int AS drawn, (SELECT count(*) FROM advanced)::int AS advanced`,
      [batchChance, MATERIALS.map((x) => x.name), MATERIALS.map((x) => x.bias)],
    );
    // Orders whose tasks are all done are complete (and signed for).
    await q.exec(
      `UPDATE conc_orders o SET status = ${ORDER_COMPLETED}, sign_in = 1, completed_at = now(), update_time = now()
        WHERE o.status = ${ORDER_PRODUCING} AND o.if_del = 0
          AND o.plant_id IN (SELECT pl.id FROM conc_plants pl WHERE ${sim})
          AND EXISTS (SELECT 1 FROM conc_tasks k WHERE k.order_id = o.id AND k.status = ${TASK_COMPLETED} AND k.if_del = 0)
          AND NOT EXISTS (SELECT 1 FROM conc_tasks k WHERE k.order_id = o.id AND k.status IN (${TASK_WAITING}, ${TASK_PRODUCING}) AND k.if_del = 0)`,
    );
    await q.exec(
      `UPDATE conc_silos s SET level_t = round(s.capacity_t * ${REFILL_TO}, 2), updated_at = now()
         FROM conc_plants pl WHERE pl.id = s.plant_id AND ${sim} AND s.if_del = 0 AND s.level_t < s.capacity_t * ${REFILL_BELOW}`,
    );
    // Tanker cars: the next state once the current one has lasted long enough. A loading car leaves with what its
    // task has produced and no car has taken yet — a full drum, or the rest once the task is done — so what is
    // delivered never exceeds what was produced (decision 0541); with nothing left for it, it goes back to idle.
    const moved = await q.one<{ n: number }>(
      `WITH cars AS (
         SELECT tc.id, tc.status, tc.capacity_m3, k.status AS task_status,
                greatest(0, coalesce(k.volume_produced, 0) - coalesce((SELECT sum(d.volume_m3) FROM conc_deliveries d WHERE d.task_id = k.id), 0)) AS avail
           FROM conc_tanker_cars tc JOIN conc_plants pl ON pl.id = tc.plant_id LEFT JOIN conc_tasks k ON k.id = tc.current_task_id
          WHERE ${sim} AND tc.if_del = 0 AND tc.status <> ${TANKER_IDLE}
            AND tc.status_since <= now() - make_interval(secs => (ARRAY[$1, $2, $3, $4]::int[])[tc.status])),
       plan AS (
         SELECT c.id, c.status, least(c.capacity_m3, c.avail) AS load,
                CASE c.status
                  WHEN ${TANKER_LOADING} THEN CASE
                    WHEN c.avail >= c.capacity_m3 OR (c.avail > 0 AND c.task_status IS DISTINCT FROM ${TASK_PRODUCING}) THEN ${TANKER_DRIVING}
                    WHEN c.task_status IS DISTINCT FROM ${TASK_PRODUCING} THEN ${TANKER_IDLE}
                    ELSE ${TANKER_LOADING} END
                  WHEN ${TANKER_DRIVING} THEN ${TANKER_UNLOADING} WHEN ${TANKER_UNLOADING} THEN ${TANKER_RETURNING} ELSE ${TANKER_IDLE} END AS next
           FROM cars c),
       moved AS (
         UPDATE conc_tanker_cars tc
            SET status = plan.next, current_task_id = CASE WHEN plan.next = ${TANKER_IDLE} THEN NULL ELSE tc.current_task_id END,
                status_since = now(), update_time = now()
           FROM plan WHERE tc.id = plan.id AND plan.next <> plan.status
         RETURNING tc.id, tc.status, tc.current_task_id, plan.load),
       departed AS (
         INSERT INTO conc_deliveries (company_id, project_id, district_code, plant_id, order_id, task_id, tanker_id, volume_m3, left_at)
         SELECT k.company_id, k.project_id, k.district_code, k.plant_id, k.order_id, k.id, m.id, m.load, now()
           FROM moved m JOIN conc_tasks k ON k.id = m.current_task_id WHERE m.status = ${TANKER_DRIVING}
         RETURNING id),
       arrived AS (
         UPDATE conc_deliveries d SET arrived_at = now() FROM moved m
          WHERE m.status = ${TANKER_UNLOADING} AND d.tanker_id = m.id AND d.arrived_at IS NULL
         RETURNING d.id)
       SELECT count(*)::int AS n FROM moved`,
      [STATE_SECONDS[TANKER_LOADING], STATE_SECONDS[TANKER_DRIVING], STATE_SECONDS[TANKER_UNLOADING], STATE_SECONDS[TANKER_RETURNING]],
    );
    // One idle car per plant in production goes to load, when the loading bay is free — and never the plant's last
    // idle car: one stays for a person to dispatch (发车) by hand (decision 0541).
    const sent = await q.exec(
      `WITH plant_task AS (
         SELECT DISTINCT ON (k.plant_id) k.plant_id, k.id FROM conc_tasks k JOIN conc_plants pl ON pl.id = k.plant_id
          WHERE ${sim} AND k.status = ${TASK_PRODUCING} AND k.if_del = 0 ORDER BY k.plant_id, k.id),
       car AS (
         SELECT DISTINCT ON (tc.plant_id) tc.id, pt.id AS task_id FROM conc_tanker_cars tc JOIN plant_task pt ON pt.plant_id = tc.plant_id
          WHERE tc.if_del = 0 AND tc.status = ${TANKER_IDLE} AND random() < $1
            AND NOT EXISTS (SELECT 1 FROM conc_tanker_cars y WHERE y.plant_id = tc.plant_id AND y.status = ${TANKER_LOADING} AND y.if_del = 0)
            AND (SELECT count(*) FROM conc_tanker_cars z WHERE z.plant_id = tc.plant_id AND z.status = ${TANKER_IDLE} AND z.if_del = 0) >= 2
          ORDER BY tc.plant_id, tc.status_since)
       UPDATE conc_tanker_cars tc SET status = ${TANKER_LOADING}, current_task_id = car.task_id, status_since = now(), update_time = now()
         FROM car WHERE tc.id = car.id`,
      [dispatchChance],
    );
    return { batches: made?.batches ?? 0, tankersMoved: (moved?.n ?? 0) + sent };
  });
}
