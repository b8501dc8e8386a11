import type { Db } from '../db/database';
import { ensurePartitions, forgetPartitions } from './partitions';
import { emitReadingsIngested, type IngestedReading } from './readings-hook';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A device whose cached key resolution a batch relies on (check-readings.ts `KeyDevice` plus the key's hash):
 * the write only happens if the device row still matches it — same key, kind and scope, live and enabled.
 */
export interface GuardDevice {
  readonly id: number;
  readonly keyHash: string;
  readonly deviceType: string;
  readonly companyId: number;
  readonly projectId: number | undefined;
  readonly districtCode: string;
}

/** The devices of a batch changed since their keys were resolved: nothing was written; resolve them again. */
export class StaleDevicesError extends Error {
  constructor() {
    super('device keys changed since they were resolved');
  }
}

/**
 * Array literal (`{1,2,3}`) of finite numbers, built in one pass: cheaper than the driver's per-element
 * escaping of a JS array, and the database parses it the same way.
 */
function numberArray(values: readonly number[]): string {
  let s = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v)) throw new TypeError('telemetry batch holds a non-finite number');
    s += i === 0 ? String(v) : `,${v}`;
  }
  return `${s}}`;
}

/** Array literal of text values of any content (quoted, `"` and `\` escaped); null → NULL. */
function textArray(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

/**
 * The batch as the statement's first five parameters, built in one pass: device ids, metric names once
 * ($2) with each reading's 1-based index into them ($3), the batch's first time (epoch ms, $4) with each
 * reading's offset from it ($5), and the values ($6). Short numbers instead of repeated names and 13-digit
 * times halve what is sent and parsed per reading.
 */
function columns(batch: readonly IngestedReading[]): [string, string, string, string, string, string] {
  let base = Infinity;
  for (const r of batch) base = Math.min(base, r.ts.getTime());
  const names = new Map<string, number>();
  let ids = '{';
  let metrics = '{';
  let offsets = '{';
  let values = '{';
  for (let i = 0; i < batch.length; i++) {
    const r = batch[i]!;
    let m = names.get(r.metric);
    if (m === undefined) {
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(r.metric)) throw new TypeError('telemetry batch holds a bad metric name');
      names.set(r.metric, (m = names.size + 1));
    }
    if (!Number.isInteger(r.deviceId) || !Number.isFinite(r.value)) throw new TypeError('telemetry batch holds a bad device id or value');
    const sep = i === 0 ? '' : ',';
    ids += sep + r.deviceId;
    metrics += sep + m;
    offsets += sep + (r.ts.getTime() - base);
    values += sep + r.value;
  }
  if (!Number.isFinite(base)) throw new TypeError('telemetry batch holds a bad time');
  return [`${ids}}`, `{${[...names.keys()].join(',')}}`, `${metrics}}`, String(base), `${offsets}}`, `${values}}`];
}

/** The guard's six parameters ($7–$12; NULLs: no guard, the caller resolved the devices in this request). */
function guardParams(guard: readonly GuardDevice[] | undefined): (string | null)[] {
  if (!guard) return [null, null, null, null, null, null];
  return [
    numberArray(guard.map((g) => g.id)),
    textArray(guard.map((g) => g.keyHash)),
    textArray(guard.map((g) => g.deviceType)),
    numberArray(guard.map((g) => g.companyId)),
    textArray(guard.map((g) => (g.projectId === undefined || g.projectId === null ? null : String(g.projectId)))),
    textArray(guard.map((g) => g.districtCode)),
  ];
}

/** Upsert of one rollup table: the rows of `from` aggregated per device/metric/bucket first, in key order (no deadlocks). */
const rollup = (table: 'readings_minute' | 'readings_hour', unit: 'minute' | 'hour', from: 'input' | 'raw') => `INSERT INTO ${table} AS r (device_id, metric, bucket, n, sum, min, max, last, last_ts)
SELECT device_id, metric, date_trunc('${unit}', ts, 'UTC') AS bucket, count(*), sum(value), min(value), max(value),
       (array_agg(value ORDER BY ts DESC))[1], max(ts)
  FROM ${from} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
ON CONFLICT (device_id, metric, bucket) DO UPDATE SET
  n = r.n + EXCLUDED.n,
  sum = r.sum + EXCLUDED.sum,
  min = least(r.min, EXCLUDED.min),
  max = greatest(r.max, EXCLUDED.max),
  last = CASE WHEN EXCLUDED.last_ts >= r.last_ts THEN EXCLUDED.last ELSE r.last END,
  last_ts = greatest(r.last_ts, EXCLUDED.last_ts)`;

/**
 * The whole write as one statement (docs/decisions/0210): the arrays are sent and unnested once, the raw
 * insert and the three upserts are data-modifying CTEs of it, so they commit or fail together without a
 * BEGIN/COMMIT round trip. `guard` ($7–$12, optional) re-checks, in the same snapshot as the write, that the
 * devices whose keys came from the in-process cache still have that key, kind and scope and are live and
 * enabled; if not, `input` is empty, nothing is written and the statement answers `ok = false`.
 *
 * Idempotent (docs/decisions/0277) in two forms. `fresh`: a plain insert into the raw table, whose unique index
 * on (device, metric, time) makes the whole statement fail (23505) if any reading is stored already or twice in
 * the batch — the common case, a batch of new readings, pays only that index. `resent` (used after such a
 * failure): the raw insert skips readings already stored (ON CONFLICT DO NOTHING) and the rollups and latest
 * values are fed only from the rows it did insert (`raw`), so nothing is counted twice; `stored` is how many
 * were inserted and, when fewer than were sent, `stored_at` their 1-based positions in the batch (the first
 * of equal ones), so the listeners get exactly those.
 */
function writeStatement(form: 'fresh' | 'resent'): string {
  const fresh = form === 'fresh';
  const from = fresh ? 'input' : 'raw';
  return `WITH guard AS (
  SELECT $7::int[] IS NULL OR (
    SELECT count(*) FROM unnest($7::int[], $8::text[], $9::text[], $10::int[], $11::int[], $12::text[])
                      AS k(id, key_hash, device_type, company_id, project_id, district_code)
      JOIN devices d ON d.id = k.id AND d.ingest_key = k.key_hash AND d.device_type = k.device_type
                    AND d.company_id = k.company_id AND d.project_id IS NOT DISTINCT FROM k.project_id
                    AND d.district_code = k.district_code AND d.if_del = 0 AND d.status = 1
  ) = cardinality($7::int[]) AS ok),
input AS MATERIALIZED (
  SELECT u.i, u.device_id, ($2::text[])[u.m] AS metric, to_timestamp(($4::float8 + u.off) / 1000.0) AS ts, u.value
    FROM unnest($1::int[], $3::int2[], $5::int8[], $6::float8[]) WITH ORDINALITY AS u(device_id, m, off, value, i)
   WHERE (SELECT ok FROM guard)),
raw AS (
  INSERT INTO readings (device_id, metric, ts, value) SELECT device_id, metric, ts, value FROM input${
    fresh ? '' : `
  ON CONFLICT (device_id, metric, ts) DO NOTHING
  RETURNING device_id, metric, ts, value`
  }),
minute AS (${rollup('readings_minute', 'minute', from)}),
hour AS (${rollup('readings_hour', 'hour', from)}),
latest AS (
  INSERT INTO readings_latest AS l (device_id, metric, ts, value)
  SELECT DISTINCT ON (device_id, metric) device_id, metric, ts, value FROM ${from} ORDER BY device_id, metric, ts DESC
  ON CONFLICT (device_id, metric) DO UPDATE SET ts = EXCLUDED.ts, value = EXCLUDED.value WHERE l.ts <= EXCLUDED.ts)
${
  fresh
    ? 'SELECT ok, NULL::int AS stored, NULL::int[] AS stored_at FROM guard'
    : `SELECT g.ok, s.n AS stored,
       CASE WHEN s.n < (SELECT count(*) FROM input) THEN
         (SELECT coalesce(array_agg(i ORDER BY i), '{}') FROM (
            SELECT min(input.i)::int AS i FROM input JOIN raw USING (device_id, metric, ts, value) GROUP BY device_id, metric, ts) f)
       END AS stored_at
  FROM guard g, (SELECT count(*)::int AS n FROM raw) s`
}`;
}

/** Prepared once per connection under these names (the statements are large; parse and analysis are not free). */
const WRITE = { name: 'telemetry_write_v3', text: writeStatement('fresh') };
const WRITE_RESENT = { name: 'telemetry_write_v3_resent', text: writeStatement('resent') };

const SEEN = `UPDATE devices d SET last_seen_at = s.ts
  FROM (SELECT u.id, to_timestamp(u.ms / 1000.0) AS ts FROM unnest($1::int[], $2::float8[]) AS u(id, ms)) s
 WHERE d.id = s.id AND (d.last_seen_at IS NULL OR d.last_seen_at < s.ts - interval '1 second')
RETURNING d.id`;

/**
 * Per database handle: device id → a `last_seen_at` (epoch ms) this process wrote, a lower bound of the
 * column (the update only ever moves it forward). A device whose newest reading is within a second of it
 * would not be updated by SEEN anyway, so the statement is skipped for it.
 */
const seenWritten = new WeakMap<object, Map<number, number>>();
const SEEN_CACHE_MAX = 100_000;

async function markSeen(db: Db, batch: readonly IngestedReading[], log?: (err: unknown) => void): Promise<void> {
  let written = seenWritten.get(db);
  if (!written || written.size > SEEN_CACHE_MAX) seenWritten.set(db, (written = new Map()));
  const lastByDevice = new Map<number, number>();
  for (const r of batch) {
    const ms = r.ts.getTime();
    const prev = lastByDevice.get(r.deviceId);
    if (prev === undefined || ms > prev) lastByDevice.set(r.deviceId, ms);
  }
  const ids: number[] = [];
  const times: number[] = [];
  for (const [id, ms] of lastByDevice) {
    const known = written.get(id);
    if (known !== undefined && known >= ms - 1000) continue;
    ids.push(id);
    times.push(ms);
  }
  if (ids.length === 0) return;
  try {
    const res = await db.pool.query<{ id: number }>(SEEN, [numberArray(ids), numberArray(times)]);
    for (const row of res.rows) written.set(row.id, lastByDevice.get(row.id)!);
  } catch (err) {
    // Outside the data statement: a hot device row never holds up the rollups; a failure only delays "online".
    log?.(err);
  }
}

/** What the statement answers: false when the guard found a device changed (nothing written). */
interface Stored {
  readonly ok: boolean;
  /** Readings inserted (null: all of the batch). */
  readonly stored: number | null;
  /** 1-based positions of the inserted readings when some were already stored; null when all were new. */
  readonly stored_at: number[] | null;
}

const UNIQUE_VIOLATION = '23505';

/** Writes the batch: as new readings, or — when one of them is stored already — skipping those (one statement each). */
async function store(db: Db, params: readonly (string | null)[]): Promise<Stored> {
  const values = params as unknown[];
  try {
    const res = await db.pool.query<Stored>({ ...WRITE, values });
    return res.rows[0] ?? { ok: false, stored: 0, stored_at: null };
  } catch (e) {
    if ((e as { code?: string }).code !== UNIQUE_VIOLATION) throw e;
  }
  const res = await db.pool.query<Stored>({ ...WRITE_RESENT, values });
  return res.rows[0] ?? { ok: false, stored: 0, stored_at: null };
}

const NO_PARTITION = '23514';

/**
 * Writes a checked batch (DESIGN.md §2, docs/decisions/0140, 0210 and 0277): partitions for its days ensured
 * first, then one statement (raw rows from arrays, minute and hour rollup upserts, latest values — atomic;
 * readings already stored are skipped), then devices.last_seen_at, then the readings-ingested listeners
 * (alarms, live push) with the readings this call stored. Returns how many it stored (fewer than the batch when
 * some were stored before). With `guard`, throws `StaleDevicesError` (nothing written, no listener called)
 * when a guarded device no longer matches.
 */
export async function writeBatch(db: Db, batch: readonly IngestedReading[], log?: (err: unknown) => void, guard?: readonly GuardDevice[]): Promise<number> {
  if (batch.length === 0) return 0;
  const dayNumbers = new Set<number>();
  for (const r of batch) dayNumbers.add(Math.floor(r.ts.getTime() / DAY_MS));
  const days = [...dayNumbers].map((d) => new Date(d * DAY_MS).toISOString().slice(0, 10));
  await ensurePartitions(db, days);
  const params = [...columns(batch), ...guardParams(guard)];
  let result: Stored;
  try {
    result = await store(db, params);
  } catch (e) {
    // Another process dropped a cached partition (retention): re-create and try once more.
    if ((e as { code?: string }).code !== NO_PARTITION) throw e;
    forgetPartitions(db);
    await ensurePartitions(db, days);
    result = await store(db, params);
  }
  if (!result.ok) throw new StaleDevicesError();
  await markSeen(db, batch, log);
  const stored = result.stored_at === null ? batch : result.stored_at.map((i) => batch[i - 1]!);
  if (stored.length) await emitReadingsIngested(stored, db, log);
  return stored.length;
}
