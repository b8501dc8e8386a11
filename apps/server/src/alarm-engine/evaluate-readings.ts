import type { Db } from '../db/database';
import type { IngestedReading } from '../telemetry/readings-hook';
import { idleState, isBreach, isIdle, step, type EpisodeState, type Sample } from './debounce';
import { raiseAlarm, recoverAlarm } from './raise-alarm';
import type { ActiveThreshold, ThresholdCache } from './threshold-cache';

/** One (device, metric, threshold) of a batch with its samples. */
interface Item {
  readonly key: string;
  readonly deviceId: number;
  readonly metric: string;
  readonly threshold: ActiveThreshold;
  readonly samples: Sample[];
  reading: IngestedReading;
}

interface StateRow {
  device_id: number;
  metric: string;
  threshold_id: number;
  breach_since: Date | null;
  clear_since: Date | null;
  last_ts: Date | null;
  peak: number | null;
  alarm_id: number | null;
}

const keyOf = (deviceId: number, metric: string, thresholdId: number) => `${deviceId}|${metric}|${thresholdId}`;
const ms = (d: Date | null) => (d ? d.getTime() : null);
const date = (n: number | null) => (n === null ? null : new Date(n));

function itemsOf(batch: readonly IngestedReading[], lookup: Awaited<ReturnType<ThresholdCache['lookup']>>): Item[] {
  const items = new Map<string, Item>();
  for (const r of batch) {
    if (!Number.isFinite(r.value)) continue;
    for (const th of lookup(r.deviceType, r.metric, r.companyId, r.projectId)) {
      const key = keyOf(r.deviceId, r.metric, th.id);
      let item = items.get(key);
      if (!item) {
        item = { key, deviceId: r.deviceId, metric: r.metric, threshold: th, samples: [], reading: r };
        items.set(key, item);
      }
      item.samples.push({ ts: r.ts.getTime(), value: r.value });
      if (r.ts.getTime() >= item.reading.ts.getTime()) item.reading = r;
    }
  }
  return [...items.values()].sort((a, b) => a.deviceId - b.deviceId || (a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : 0) || a.threshold.id - b.threshold.id);
}

const stateOf = (row: StateRow | undefined): EpisodeState =>
  row
    ? { breachSince: ms(row.breach_since), clearSince: ms(row.clear_since), lastTs: ms(row.last_ts), peak: row.peak, active: row.alarm_id !== null }
    : idleState;

const keyArrays = (items: readonly Item[]) => [items.map((i) => i.deviceId), items.map((i) => i.metric), items.map((i) => i.threshold.id)];

/**
 * Evaluates a committed batch of readings against the thresholds (docs/decisions/0150): a lock-free read first
 * (most batches are in range with no episode in progress and change nothing), then, if anything may change, one
 * transaction that locks the state rows in key order, steps them, raises or recovers alarms and writes the
 * states back. Several processes evaluating the same device serialise on the row locks, so each episode raises
 * exactly one alarm.
 */
export async function evaluateReadings(db: Db, cache: ThresholdCache, batch: readonly IngestedReading[]): Promise<number[]> {
  const items = itemsOf(batch, await cache.lookup());
  if (!items.length) return [];
  const keySql = 'SELECT * FROM unnest($1::int[], $2::text[], $3::int[]) AS k(device_id, metric, threshold_id)';
  const peek = await db.many<StateRow>(
    `SELECT s.* FROM alarm_states s JOIN (${keySql}) k USING (device_id, metric, threshold_id)`,
    keyArrays(items),
  );
  const known = new Map(peek.map((r) => [keyOf(r.device_id, r.metric, r.threshold_id), r]));
  const busy = items.filter((i) => !isIdle(stateOf(known.get(i.key))) || i.samples.some((s) => isBreach(i.threshold, s)));
  if (!busy.length) return [];
  return db.tx(async (q) => {
    const keys = keyArrays(busy);
    await q.exec(`INSERT INTO alarm_states (device_id, metric, threshold_id) ${keySql} ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING`, keys);
    const rows = await q.many<StateRow>(
      `SELECT s.* FROM alarm_states s JOIN (${keySql}) k USING (device_id, metric, threshold_id)
        ORDER BY s.device_id, s.metric, s.threshold_id FOR UPDATE OF s`,
      keys,
    );
    const locked = new Map(rows.map((r) => [keyOf(r.device_id, r.metric, r.threshold_id), r]));
    const raised: number[] = [];
    const out: { item: Item; state: EpisodeState; alarmId: number | null }[] = [];
    for (const item of busy) {
      const row = locked.get(item.key);
      let alarmId = row?.alarm_id ?? null;
      const { state, transitions } = step(item.threshold, stateOf(row), item.samples);
      for (const t of transitions) {
        if (t.kind === 'raise') {
          alarmId = await raiseAlarm(q, item.reading, item.threshold, t);
          raised.push(alarmId);
        } else if (alarmId !== null) {
          await recoverAlarm(q, alarmId, t.recoveredAt, t.peak);
          alarmId = null;
        }
      }
      if (state.active && alarmId !== null && state.peak !== null && state.peak !== row?.peak) {
        await q.exec('UPDATE alarm_records SET peak_value = $2, update_time = now() WHERE id = $1 AND recovered_at IS NULL', [alarmId, state.peak]);
      }
      out.push({ item, state, alarmId: state.active ? alarmId : null });
    }
    await q.exec(
      `UPDATE alarm_states s SET breach_since = v.breach_since, clear_since = v.clear_since, last_ts = v.last_ts, peak = v.peak,
              alarm_id = v.alarm_id, update_time = now()
         FROM unnest($1::int[], $2::text[], $3::int[], $4::timestamptz[], $5::timestamptz[], $6::timestamptz[], $7::float8[], $8::int[])
              AS v(device_id, metric, threshold_id, breach_since, clear_since, last_ts, peak, alarm_id)
        WHERE s.device_id = v.device_id AND s.metric = v.metric AND s.threshold_id = v.threshold_id`,
      [
        ...keyArrays(out.map((o) => o.item)),
        out.map((o) => date(o.state.breachSince)),
        out.map((o) => date(o.state.clearSince)),
        out.map((o) => date(o.state.lastTs)),
        out.map((o) => o.state.peak),
        out.map((o) => o.alarmId),
      ],
    );
    return raised;
  });
}
