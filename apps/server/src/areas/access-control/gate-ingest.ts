import type { GateEventAnswer, GateEventsAnswer } from '@worksite/contract';
import { maskIdCard } from '@worksite/validators';
import type { IdCardKeys } from '../../config/id-card-keys';
import type { Db, Queryable } from '../../db/database';
import { invalid } from '../../http/api-error';
import { hashIdCard } from '../../shared/id-card-secrets';
import { messages } from '../../shared/messages';
import { badKey } from '../../telemetry/check-readings';
import { hashIngestKey, plausibleKey } from '../../telemetry/ingest-key';
import { upsertAttendance, type AttendancePassage } from './gate-attendance';
import { raiseGateAlarm, type RefusedPassage } from './gate-alarm';
import { decide, workerFacts, type WorkerFacts } from './gate-decision';
import { MAX_GATE_EVENTS, checkGateEvents, siteDayOf, type GateEventBad, type GateEventIn } from './gate-events';

/** A live, enabled gate device found by its key. */
export interface GateDevice {
  readonly id: number;
  readonly name: string;
  readonly companyId: number;
  readonly projectId: number;
  readonly districtCode: string;
  readonly direction: number;
}

/** The device of a key (live and enabled), or 401 设备密钥无效或设备已停用 / 缺少设备密钥. */
export async function gateDeviceOf(q: Queryable, key: string | undefined): Promise<GateDevice> {
  if (key === undefined || key === '') throw badKey(true);
  if (!plausibleKey(key)) throw badKey();
  const row = await q.one<{ id: number; device_name: string; company_id: number; project_id: number; district_code: string; direction: number }>(
    'SELECT id, device_name, company_id, project_id, district_code, direction FROM access_devices WHERE device_key = $1 AND if_del = 0 AND status = 1',
    [hashIngestKey(key)],
  );
  if (!row) throw badKey();
  return { id: row.id, name: row.device_name, companyId: row.company_id, projectId: row.project_id, districtCode: row.district_code, direction: row.direction };
}

interface StoredRow {
  id: string;
  event_id: string;
  worker_id: number | null;
  worker_name: string;
  decision: number;
  refusal_reason: number | null;
  reason_text: string;
  direction: number;
  passed_at: Date;
}

/** The answer of a stored passage (a new one, or the one a retried event id names). */
function answerOf(row: StoredRow, duplicate: boolean): GateEventAnswer {
  return {
    eventId: row.event_id,
    result: row.decision === 1 ? 'allowed' : 'refused',
    duplicate,
    passageId: Number(row.id),
    ...(row.refusal_reason !== null ? { reasonCode: row.refusal_reason, reason: row.reason_text } : {}),
    ...(row.worker_id !== null ? { workerId: row.worker_id, workerName: row.worker_name } : {}),
    direction: row.direction,
    passedAt: row.passed_at.toISOString(),
  };
}

const STORED_COLUMNS = 'id, event_id, worker_id, worker_name, decision, refusal_reason, reason_text, direction, passed_at';

/**
 * One batch of a gate device (docs/decisions/0661–0664), in one transaction: each event checked (a bad one is
 * answered `invalid`, not stored); an event id the device sent before is answered from the stored passage
 * (`duplicate`: stored once); the others are decided on the device's project's roster, stored with their decision
 * (UNIQUE (device, event id): a concurrent retry is answered as a duplicate too), allowed ones of known workers
 * make the attendance day, refused ones raise or join an alarm with its notices. The device's last contact is
 * noted. The ID number is hashed (the roster's keyed hash) and masked at once; it is never stored, answered or logged.
 */
export async function ingestGateEvents(db: Db, keys: IdCardKeys, key: string | undefined, body: unknown, now = Date.now()): Promise<GateEventsAnswer> {
  const events = (body && typeof body === 'object' ? (body as Record<string, unknown>).events : undefined) as unknown;
  if (!Array.isArray(events) || events.length === 0) throw invalid(messages.gateEventsRequired);
  if (events.length > MAX_GATE_EVENTS) throw invalid(messages.gateTooMany(MAX_GATE_EVENTS));
  const { ok, bad } = checkGateEvents(events, now);
  for (let attempt = 1; ; attempt++) {
    try {
      return await ingestChecked(db, keys, key, ok, bad);
    } catch (e) {
      // Two batches naming the same workers at once may still deadlock (alarms, a worker passing both gates):
      // PostgreSQL undoes one of them, which is simply sent again.
      if ((e as { code?: unknown }).code !== DEADLOCK || attempt >= 3) throw e;
    }
  }
}

const DEADLOCK = '40P01';

async function ingestChecked(db: Db, keys: IdCardKeys, key: string | undefined, ok: readonly GateEventIn[], bad: readonly GateEventBad[]): Promise<GateEventsAnswer> {
  return db.tx(async (q) => {
    const device = await gateDeviceOf(q, key);
    const answers = new Map<number, GateEventAnswer>();
    for (const b of bad) answers.set(b.index, { eventId: b.eventId, result: 'invalid', duplicate: false, reason: b.message });
    // The first of equal event ids in the batch is the event; the later ones are its retries.
    const firstOf = new Map<string, GateEventIn>();
    for (const e of ok) if (!firstOf.has(e.eventId)) firstOf.set(e.eventId, e);
    const ids = [...firstOf.keys()];
    const before = ids.length
      ? await q.many<StoredRow>(`SELECT ${STORED_COLUMNS} FROM gate_passages WHERE device_id = $1 AND event_id = ANY($2::text[])`, [device.id, ids])
      : [];
    const known = new Map(before.map((r) => [r.event_id, r]));
    const fresh = [...firstOf.values()].filter((e) => !known.has(e.eventId));
    const stored = await storeFresh(q, keys, device, fresh);
    for (const r of stored.rows) known.set(r.event_id, r);
    // Lost a race with a concurrent retry of the same event: answered from the row that one stored.
    const raced = fresh.filter((e) => !stored.rows.some((r) => r.event_id === e.eventId)).map((e) => e.eventId);
    if (raced.length) {
      for (const r of await q.many<StoredRow>(`SELECT ${STORED_COLUMNS} FROM gate_passages WHERE device_id = $1 AND event_id = ANY($2::text[])`, [device.id, raced])) known.set(r.event_id, r);
    }
    const newIds = new Set(stored.rows.map((r) => r.event_id));
    for (const e of ok) {
      const row = known.get(e.eventId)!;
      answers.set(e.index, answerOf(row, !(newIds.has(e.eventId) && firstOf.get(e.eventId) === e)));
    }
    await q.exec('UPDATE access_devices SET last_seen_at = now() WHERE id = $1', [device.id]);
    const list = [...answers.entries()].sort((a, b) => a[0] - b[0]).map(([, a]) => a);
    return {
      events: list,
      allowed: list.filter((a) => a.result === 'allowed' && !a.duplicate).length,
      refused: list.filter((a) => a.result === 'refused' && !a.duplicate).length,
      invalid: bad.length,
      duplicates: list.filter((a) => a.duplicate).length,
    };
  });
}

/** Decides and stores the batch's new events; their attendance and alarms follow. */
async function storeFresh(q: Queryable, keys: IdCardKeys, device: GateDevice, fresh: readonly GateEventIn[]): Promise<{ rows: StoredRow[] }> {
  if (fresh.length === 0) return { rows: [] };
  const hashOf = new Map<GateEventIn, string>();
  for (const e of fresh) if (e.idCard !== undefined) hashOf.set(e, hashIdCard(keys, e.idCard));
  const facts = await workerFacts(q, device.projectId, [...new Set(hashOf.values())], [...new Set(fresh.flatMap((e) => (e.cardNo ? [e.cardNo] : [])))]);
  const byHash = new Map<string, WorkerFacts>();
  const byCard = new Map<string, WorkerFacts>();
  for (const w of facts) {
    if (w.id_card_hash) byHash.set(w.id_card_hash, w);
    if (w.access_card_no) byCard.set(w.access_card_no, w);
  }
  const decided = fresh.map((e) => {
    const hash = hashOf.get(e) ?? null;
    const worker = hash !== null ? byHash.get(hash) : byCard.get(e.cardNo!);
    const siteDay = siteDayOf(e.at);
    return { e, hash, worker, siteDay, decision: decide(worker, siteDay) };
  });
  const col = <T>(f: (d: (typeof decided)[number]) => T) => decided.map(f);
  const rows = await q.many<StoredRow>(
    `INSERT INTO gate_passages (company_id, project_id, district_code, device_id, direction, event_id, worker_id, worker_name, id_card_hash, id_card_masked,
                                card_no, passed_at, photo, decision, refusal_reason, reason_text)
     SELECT $1, $2, $3, $4, $5, u.event_id, u.worker_id, u.worker_name, u.hash, u.masked, u.card_no, u.at, u.photo, u.decision, u.reason, u.reason_text
       FROM unnest($6::text[], $7::int[], $8::text[], $9::text[], $10::text[], $11::text[], $12::timestamptz[], $13::text[], $14::smallint[], $15::smallint[], $16::text[])
            AS u(event_id, worker_id, worker_name, hash, masked, card_no, at, photo, decision, reason, reason_text)
     ON CONFLICT (device_id, event_id) DO NOTHING
     RETURNING ${STORED_COLUMNS}`,
    [
      device.companyId, device.projectId, device.districtCode, device.id, device.direction,
      col((d) => d.e.eventId), col((d) => d.worker?.id ?? null), col((d) => d.worker?.worker_name ?? ''), col((d) => d.hash),
      col((d) => (d.e.idCard !== undefined ? maskIdCard(d.e.idCard) : d.worker?.id_card_masked ?? '')), col((d) => d.e.cardNo ?? ''),
      col((d) => d.e.at), col((d) => d.e.photo), col((d) => (d.decision.allowed ? 1 : 2)),
      col((d) => (d.decision.allowed ? null : d.decision.reason)), col((d) => (d.decision.allowed ? '' : d.decision.text)),
    ],
  );
  const inserted = new Map(rows.map((r) => [r.event_id, r]));
  const mine = decided.filter((d) => inserted.has(d.e.eventId));
  const attendance: AttendancePassage[] = mine
    .filter((d) => d.decision.allowed && d.worker !== undefined)
    .map((d) => ({ workerId: d.worker!.id, companyId: device.companyId, projectId: device.projectId, workDate: d.siteDay, at: d.e.at, direction: device.direction }));
  await upsertAttendance(q, attendance);
  for (const d of mine) {
    if (d.decision.allowed) continue;
    const passage: RefusedPassage = {
      passageId: Number(inserted.get(d.e.eventId)!.id), device, workerId: d.worker?.id ?? null, workerName: d.worker?.worker_name ?? '',
      idCardHash: d.hash, idCardMasked: d.e.idCard !== undefined ? maskIdCard(d.e.idCard) : d.worker?.id_card_masked ?? '', cardNo: d.e.cardNo ?? '',
      at: d.e.at, siteDay: d.siteDay, reason: d.decision.reason, reasonText: d.decision.text,
    };
    await raiseGateAlarm(q, passage);
  }
  return { rows };
}
