import type { Db, Queryable } from '../db/database';
import { ensurePartitions, forgetPartitions, utcDay } from './partitions';
import { emitReadingsIngested, type IngestedReading } from './readings-hook';

/** The batch as four parallel arrays (device, metric, epoch ms, value): one bind per column, not per reading. */
function columns(batch: readonly IngestedReading[]): [number[], string[], number[], number[]] {
  const ids: number[] = new Array(batch.length);
  const metrics: string[] = new Array(batch.length);
  const times: number[] = new Array(batch.length);
  const values: number[] = new Array(batch.length);
  batch.forEach((r, i) => {
    ids[i] = r.deviceId;
    metrics[i] = r.metric;
    times[i] = r.ts.getTime();
    values[i] = r.value;
  });
  return [ids, metrics, times, values];
}

const INPUT = `input AS (
  SELECT u.device_id, u.metric, to_timestamp(u.ms / 1000.0) AS ts, u.value
    FROM unnest($1::int[], $2::text[], $3::float8[], $4::float8[]) AS u(device_id, metric, ms, value))`;

/** Upsert of one rollup table: the batch aggregated per device/metric/bucket first, in key order (no deadlocks). */
const rollup = (table: 'readings_minute' | 'readings_hour', unit: 'minute' | 'hour') => `WITH ${INPUT}
INSERT INTO ${table} AS r (device_id, metric, bucket, n, sum, min, max, last, last_ts)
SELECT device_id, metric, date_trunc('${unit}', ts, 'UTC') AS bucket, count(*), sum(value), min(value), max(value),
       (array_agg(value ORDER BY ts DESC))[1], max(ts)
  FROM input GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
ON CONFLICT (device_id, metric, bucket) DO UPDATE SET
  n = r.n + EXCLUDED.n,
  sum = r.sum + EXCLUDED.sum,
  min = least(r.min, EXCLUDED.min),
  max = greatest(r.max, EXCLUDED.max),
  last = CASE WHEN EXCLUDED.last_ts >= r.last_ts THEN EXCLUDED.last ELSE r.last END,
  last_ts = greatest(r.last_ts, EXCLUDED.last_ts)`;

const RAW = `WITH ${INPUT} INSERT INTO readings (device_id, metric, ts, value) SELECT device_id, metric, ts, value FROM input`;
const MINUTE = rollup('readings_minute', 'minute');
const HOUR = rollup('readings_hour', 'hour');
const LATEST = `WITH ${INPUT}
INSERT INTO readings_latest AS l (device_id, metric, ts, value)
SELECT DISTINCT ON (device_id, metric) device_id, metric, ts, value FROM input ORDER BY device_id, metric, ts DESC
ON CONFLICT (device_id, metric) DO UPDATE SET ts = EXCLUDED.ts, value = EXCLUDED.value WHERE l.ts <= EXCLUDED.ts`;
const SEEN = `UPDATE devices d SET last_seen_at = s.ts
  FROM (SELECT u.id, max(to_timestamp(u.ms / 1000.0)) AS ts FROM unnest($1::int[], $2::float8[]) AS u(id, ms) GROUP BY u.id) s
 WHERE d.id = s.id AND (d.last_seen_at IS NULL OR d.last_seen_at < s.ts - interval '1 second')`;

/** Raw rows, minute and hour rollups and latest values of a checked batch, in the caller's transaction. */
export async function storeBatch(q: Queryable, batch: readonly IngestedReading[]): Promise<void> {
  const params = columns(batch);
  await q.exec(RAW, params);
  await q.exec(MINUTE, params);
  await q.exec(HOUR, params);
  await q.exec(LATEST, params);
}

const NO_PARTITION = '23514';

/**
 * Writes a checked batch (DESIGN.md §2): partitions for its days ensured first, then one transaction of four
 * set-based statements (raw multi-row insert from arrays, minute and hour rollup upserts, latest values),
 * then devices.last_seen_at, then the readings-ingested listeners (alarms, live push).
 */
export async function writeBatch(db: Db, batch: readonly IngestedReading[], log?: (err: unknown) => void): Promise<void> {
  if (batch.length === 0) return;
  await ensurePartitions(db, batch.map((r) => utcDay(r.ts.getTime())));
  try {
    await db.tx((q) => storeBatch(q, batch));
  } catch (e) {
    // Another process dropped a cached partition (retention): re-create and try once more.
    if ((e as { code?: string }).code !== NO_PARTITION) throw e;
    forgetPartitions(db);
    await ensurePartitions(db, batch.map((r) => utcDay(r.ts.getTime())));
    await db.tx((q) => storeBatch(q, batch));
  }
  const lastByDevice = new Map<number, number>();
  for (const r of batch) lastByDevice.set(r.deviceId, Math.max(lastByDevice.get(r.deviceId) ?? 0, r.ts.getTime()));
  // Outside the data transaction: a hot device row never holds up the rollups; a failure only delays "online".
  await db.exec(SEEN, [[...lastByDevice.keys()], [...lastByDevice.values()]]).catch((err) => log?.(err));
  await emitReadingsIngested(batch, db, log);
}
