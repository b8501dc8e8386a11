import type { Queryable } from '../db/database';
import { readingsAt, type SimDevice } from './curves';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Sampling step of the backfill; each sample stands for the 5-second readings of its step. */
const STEP = 2 * MINUTE;
const READINGS_PER_STEP = STEP / 5000;

interface Acc {
  n: number;
  sum: number;
  min: number;
  max: number;
  last: number;
  lastTs: number;
}

/**
 * Hour rollups of the simulated devices for the `hours` before `now` (so history charts have a week at first
 * start), computed from the simulator's own curves. Devices that already have hour rollups are skipped.
 * One multi-row insert; returns the number of rollup rows written.
 */
export async function backfillHourRollups(q: Queryable, hours = 7 * 24, now = Date.now()): Promise<number> {
  const devices = await q.many<SimDevice & { kind: string }>(
    `SELECT d.id, d.device_type AS kind, d.lng, d.lat FROM devices d
      WHERE d.simulated AND d.if_del = 0 AND d.device_type IN ('dust', 'crane', 'gas', 'tag', 'weighbridge')
        AND NOT EXISTS (SELECT 1 FROM readings_hour h WHERE h.device_id = d.id)`,
  );
  const cols: [number[], string[], number[], number[], number[], number[], number[], number[], number[]] = [[], [], [], [], [], [], [], [], []];
  const end = Math.floor(now / HOUR) * HOUR;
  for (const d of devices) {
    for (let h = end - hours * HOUR; h < end; h += HOUR) {
      const acc = new Map<string, Acc>();
      // The weighbridge reports only while a truck stands on it (the first seconds of each 3-minute slot).
      const step = d.kind === 'weighbridge' ? 3 * MINUTE : STEP;
      const weight = d.kind === 'weighbridge' ? 3 : READINGS_PER_STEP;
      for (let t = h + (d.kind === 'weighbridge' ? 1000 : 0); t < h + HOUR; t += step) {
        for (const [metric, value] of Object.entries(readingsAt(d, t))) {
          if (value === undefined) continue;
          const a = acc.get(metric);
          if (!a) acc.set(metric, { n: weight, sum: value * weight, min: value, max: value, last: value, lastTs: t });
          else Object.assign(a, { n: a.n + weight, sum: a.sum + value * weight, min: Math.min(a.min, value), max: Math.max(a.max, value), last: value, lastTs: t });
        }
      }
      for (const [metric, a] of acc) {
        const row = [d.id, metric, h, a.n, a.sum, a.min, a.max, a.last, a.lastTs] as const;
        row.forEach((v, i) => (cols[i] as unknown[]).push(v));
      }
    }
  }
  if (cols[0].length === 0) return 0;
  return q.exec(
    `INSERT INTO readings_hour (device_id, metric, bucket, n, sum, min, max, last, last_ts)
     SELECT u.id, u.metric, to_timestamp(u.bucket / 1000.0), u.n, u.sum, u.min, u.max, u.last, to_timestamp(u.last_ts / 1000.0)
       FROM unnest($1::int[], $2::text[], $3::float8[], $4::int[], $5::float8[], $6::float8[], $7::float8[], $8::float8[], $9::float8[])
            AS u(id, metric, bucket, n, sum, min, max, last, last_ts)
     ON CONFLICT DO NOTHING`,
    cols,
  );
}
