import type { Queryable } from '../../db/database';
import type { SeedStep } from '../../shared/seed-step';
import { siteTodaySql } from '../../shared/site-time';
import { generateIngestKey } from '../../telemetry/ingest-key';
import { decide, workerFacts } from './gate-decision';
import { siteDayOf } from './gate-events';

/** Days of gate passages the demo carries (matching the attendance rows of those days). */
export const GATE_HISTORY_DAYS = 7;

/** The gate pair each demo project gets: name, direction, place. */
const GATES: readonly (readonly [string, number, string])[] = [
  ['1号门禁-进', 1, '大门入口'],
  ['1号门禁-出', 2, '大门出口'],
];

/**
 * Demo 门禁 (docs/decisions/0660–0664), after the roster, training and the contracts and certificates:
 * - every demo project gets 1号门禁-进 and 1号门禁-出 (simulated: the simulator issues itself their keys);
 * - every live worker of a demo project a 门禁卡号 `MJ` + id (8 digits);
 * - a 进 passage at each attendance row's in_time and an 出 at its out_time for the last GATE_HISTORY_DAYS site days
 *   (allowed: the attendance rows stay exactly as seeded);
 * - today, per project, a refused passage of its first worker lacking 三级教育 and of its first worker whose
 *   required certificate is not valid, with the reason the gate decides (no alarm: alarms come from the ingest).
 */
export const seedGate: SeedStep = async (q, ctx) => {
  const projects = Object.values(ctx.projects);
  await seedGateDevices(q, projects);
  await q.exec(
    `UPDATE workers SET access_card_no = 'MJ' || lpad(id::text, 8, '0') WHERE project_id = ANY($1::int[]) AND if_del = 0 AND access_card_no = ''`,
    [projects],
  );
  await q.exec(
    `INSERT INTO gate_passages (company_id, project_id, district_code, device_id, event_id, worker_id, worker_name, id_card_hash, id_card_masked,
                                card_no, direction, passed_at, decision)
     SELECT a.company_id, a.project_id, d.district_code, d.id, 'seed-' || a.id || '-' || d.direction, w.id, w.worker_name, w.id_card_hash, w.id_card_masked,
            w.access_card_no, d.direction, CASE d.direction WHEN 1 THEN a.in_time ELSE a.out_time END, 1
       FROM attendance_records a
       JOIN workers w ON w.id = a.worker_id
       JOIN access_devices d ON d.project_id = a.project_id AND d.if_del = 0 AND d.simulated
      WHERE a.project_id = ANY($1::int[]) AND a.work_date > ${siteTodaySql} - $2::int
        AND (d.direction = 1 OR a.out_time IS NOT NULL)
      ORDER BY a.work_date, a.id, d.direction`,
    [projects, GATE_HISTORY_DAYS],
  );
  await seedRefusals(q, projects, ctx.now);
};

async function seedGateDevices(q: Queryable, projects: readonly number[]): Promise<void> {
  const rows = await q.many<{ id: number }>('SELECT id FROM projects WHERE id = ANY($1::int[]) AND if_del = 0 ORDER BY id', [projects]);
  const cols: unknown[][] = [[], [], [], [], [], [], []];
  for (const p of rows) {
    GATES.forEach(([name, direction, place], i) => {
      const key = generateIngestKey();
      [p.id, name, `MJ-${p.id}-${String(i + 1).padStart(2, '0')}`, direction, place, key.hash, key.hint].forEach((v, c) => cols[c]!.push(v));
    });
  }
  await q.exec(
    `INSERT INTO access_devices (company_id, project_id, district_code, device_name, serial_no, direction, location, device_key, key_hint, simulated)
     SELECT p.company_id, p.id, p.district_code, u.name, u.serial, u.direction, u.place, u.hash, u.hint, true
       FROM unnest($1::int[], $2::text[], $3::text[], $4::smallint[], $5::text[], $6::text[], $7::text[]) AS u(project_id, name, serial, direction, place, hash, hint)
       JOIN projects p ON p.id = u.project_id`,
    cols,
  );
}

/** Today's refused passages of the seeded stories: a worker lacking 班组级 and one whose certificate is not valid. */
async function seedRefusals(q: Queryable, projects: readonly number[], now: number): Promise<void> {
  const candidates = await q.many<{ id: number; project_id: number }>(
    `SELECT DISTINCT ON (w.project_id, k.kind) w.id, w.project_id
       FROM workers w
       LEFT JOIN worker_gate_documents d ON d.worker_id = w.id
       CROSS JOIN LATERAL (SELECT CASE WHEN (SELECT count(*) FROM worker_safety_education e WHERE e.worker_id = w.id) < 3 THEN 1
                                       WHEN d.certificate_problem IS NOT NULL THEN 2 END AS kind) k
      WHERE w.project_id = ANY($1::int[]) AND w.if_del = 0 AND w.roster_status = 1 AND k.kind IS NOT NULL
      ORDER BY w.project_id, k.kind, w.id`,
    [projects],
  );
  const at = new Date(Math.max(Date.parse(`${siteDayOf(new Date(now))}T00:00:00+08:00`), Math.min(Date.parse(`${siteDayOf(new Date(now))}T07:10:00+08:00`), now - 10 * 60_000)));
  const day = siteDayOf(at);
  for (const c of candidates) {
    const [worker] = await workerFacts(q, c.project_id, [], [`MJ${String(c.id).padStart(8, '0')}`]);
    const decision = decide(worker, day);
    if (!worker || decision.allowed) continue;
    await q.exec(
      `INSERT INTO gate_passages (company_id, project_id, district_code, device_id, event_id, worker_id, worker_name, id_card_hash, id_card_masked,
                                  card_no, direction, passed_at, decision, refusal_reason, reason_text)
       SELECT d.company_id, d.project_id, d.district_code, d.id, 'seed-refused-' || $1::int, $1, $2, $3, $4, $5, 1, $6, 2, $7, $8
         FROM access_devices d WHERE d.project_id = $9 AND d.direction = 1 AND d.if_del = 0 ORDER BY d.id LIMIT 1`,
      [worker.id, worker.worker_name, worker.id_card_hash, worker.id_card_masked, worker.access_card_no, at, decision.reason, decision.text, c.project_id],
    );
  }
}
