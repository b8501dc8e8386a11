import type { Db, Queryable } from '../db/database';
import { siteTodaySql } from '../shared/site-time';
import { generateIngestKey } from '../telemetry/ingest-key';

/** Chance per simulator round (every SIMULATOR_INTERVAL_MS, 5 s by default) of a gate event, and of its kinds. */
export const GATE_CHANCES = { event: 0.5, refusedStory: 0.08, unknownPerson: 0.02 } as const;

/** A 门禁设备 the simulator holds the key of. */
export interface GateKeyed {
  readonly id: number;
  readonly projectId: number;
  readonly direction: number;
  readonly key: string;
}

/**
 * Fresh keys for the demo gate devices (docs/decisions/0665): the simulated, enabled devices of flagged projects
 * under way; a device whose key a person reset is no longer `simulated` and is left alone.
 */
export async function issueGateKeys(db: Db): Promise<GateKeyed[]> {
  return db.tx(async (q) => {
    const rows = await q.many<{ id: number; project_id: number; direction: number }>(
      `SELECT d.id, d.project_id, d.direction FROM access_devices d JOIN projects p ON p.id = d.project_id
        WHERE d.simulated AND d.if_del = 0 AND d.status = 1 AND p.simulated AND p.if_del = 0 AND p.project_status IN (1, 2, 3)
        ORDER BY d.id FOR UPDATE OF d`,
    );
    const keyed = rows.map((r) => ({ ...r, fresh: generateIngestKey() }));
    if (keyed.length) {
      await q.exec(
        'UPDATE access_devices d SET device_key = u.hash, key_hint = u.hint FROM unnest($1::int[], $2::text[], $3::text[]) AS u(id, hash, hint) WHERE d.id = u.id',
        [keyed.map((k) => k.id), keyed.map((k) => k.fresh.hash), keyed.map((k) => k.fresh.hint)],
      );
    }
    return keyed.map((k) => ({ id: k.id, projectId: k.project_id, direction: k.direction, key: k.fresh.key }));
  });
}

/** Who passes this round, and through which direction's gate, or undefined when nobody. */
async function pickPerson(q: Queryable, projectId: number, random: () => number): Promise<{ event: Record<string, string>; direction: number } | undefined> {
  const r = random();
  if (r < GATE_CHANCES.unknownPerson) {
    // A stranger's face: a number of the right shape nobody registered.
    const idCard = `44030519${String(70 + Math.floor(random() * 30))}0101${String(Math.floor(random() * 10000)).padStart(4, '0')}`;
    return { event: { idCard }, direction: 1 };
  }
  if (r < GATE_CHANCES.unknownPerson + GATE_CHANCES.refusedStory) {
    // One of the seeded refused stories (三级教育 missing, a certificate not valid) tries again.
    const w = await q.one<{ card: string }>(
      `SELECT w.access_card_no AS card FROM workers w LEFT JOIN worker_gate_documents d ON d.worker_id = w.id
        WHERE w.project_id = $1 AND w.if_del = 0 AND w.roster_status = 1 AND w.access_card_no <> ''
          AND ((SELECT count(*) FROM worker_safety_education e WHERE e.worker_id = w.id) < 3 OR d.certificate_problem IS NOT NULL)
        ORDER BY random() LIMIT 1`,
      [projectId],
    );
    return w ? { event: { cardNo: w.card }, direction: 1 } : undefined;
  }
  // A worker on the roster: in when not yet in today, out after 16:00 when in and not out.
  const w = await q.one<{ card: string; in_today: boolean; out_today: boolean; late: boolean }>(
    `SELECT w.access_card_no AS card, a.worker_id IS NOT NULL AS in_today, a.out_time IS NOT NULL AS out_today,
            extract(hour FROM now() AT TIME ZONE 'Asia/Shanghai') >= 16 AS late
       FROM workers w LEFT JOIN attendance_records a ON a.worker_id = w.id AND a.work_date = ${siteTodaySql}
      WHERE w.project_id = $1 AND w.if_del = 0 AND w.roster_status = 1 AND w.access_card_no <> ''
      ORDER BY random() LIMIT 1`,
    [projectId],
  );
  if (!w) return undefined;
  if (!w.in_today) return { event: { cardNo: w.card }, direction: 1 };
  if (!w.out_today && w.late) return { event: { cardNo: w.card }, direction: 2 };
  return undefined;
}

let sequence = 0;

/**
 * The gate part of a simulator round (docs/decisions/0665): now and then one person at one demo project's gate,
 * sent through the real ingest call (POST /api/Gate/Events) with the device's key — mostly a worker of the roster
 * by card (in, or out after 16:00), sometimes a seeded refused story or a stranger. Returns the HTTP status
 * (401: the caller re-issues the keys), or 0 when nothing was sent.
 */
export async function gateRound(db: Db, serverUrl: string, gates: readonly GateKeyed[], random: () => number = Math.random): Promise<number> {
  if (gates.length === 0 || random() >= GATE_CHANCES.event) return 0;
  const projects = [...new Set(gates.map((g) => g.projectId))];
  const projectId = projects[Math.floor(random() * projects.length)]!;
  const person = await pickPerson(db, projectId, random);
  if (!person) return 0;
  const gate = gates.find((g) => g.projectId === projectId && g.direction === person.direction) ?? gates.find((g) => g.projectId === projectId)!;
  const res = await fetch(`${serverUrl}/prod-apiplus/api/Gate/Events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-key': gate.key },
    body: JSON.stringify({ events: [{ eventId: `sim-${Date.now()}-${++sequence}`, ...person.event, time: new Date().toISOString() }] }),
  });
  await res.arrayBuffer();
  return res.status;
}
