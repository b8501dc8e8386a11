import type { Db } from '../db/database';
import { StaleDevicesError, writeBatch } from './batch-writer';
import { badKey, checkReadings, type CheckOptions } from './check-readings';
import { resolveKeys, type CachedDevice } from './key-cache';
import { parsePayload } from './parse-payload';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Device clocks may run this far ahead of the server. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;
/** Resolutions of a batch's keys before giving up when its devices keep changing under it. */
const ATTEMPTS = 3;

let lastArrival = 0;

/**
 * The time a request or MQTT window arrived: now, or a millisecond after the previous arrival when that was
 * the same millisecond or later. Readings sent without a time get it, so two requests of one device never
 * stamp the same time: the writer takes readings with equal device, metric and time for one resent reading
 * (docs/decisions/0277), which only a device-given time can show.
 */
export function arrivalTime(): number {
  const t = Date.now();
  lastArrival = t > lastArrival ? t : lastArrival + 1;
  return lastArrival;
}

/** The time window readings must fall in: the raw retention back, a little clock skew ahead. */
export function acceptWindow(retentionDays: number, now = Date.now()): Pick<CheckOptions, 'oldest' | 'newest'> {
  return { oldest: now - retentionDays * DAY_MS + 60 * 60 * 1000, newest: now + FUTURE_SKEW_MS };
}

/** The distinct devices of a key resolution: what the write's guard re-checks. */
function guardOf(devices: ReadonlyMap<string, CachedDevice>): CachedDevice[] {
  const byId = new Map<number, CachedDevice>();
  for (const d of devices.values()) byId.set(d.id, d);
  return [...byId.values()];
}

/**
 * One HTTP batch: parse, resolve keys (in-process cache, key-cache.ts), check every reading (all or nothing;
 * throws the first refusal), write (one statement, guarded: it re-checks the cached devices in the database
 * and writes nothing if one changed — then the keys are resolved again from the database and the batch
 * re-checked), emit. Returns the number stored. `defaultKey` is the request's key (header) for readings that
 * carry none.
 */
export async function ingestBody(
  db: Db,
  body: unknown,
  defaultKey: string | undefined,
  retentionDays: number,
  log?: (err: unknown) => void,
): Promise<number> {
  const now = arrivalTime();
  const sent = parsePayload(body, defaultKey, now);
  const opts = acceptWindow(retentionDays, now);
  const keys = new Set<string>();
  for (const r of sent) if (r.key !== undefined) keys.add(r.key);
  for (let attempt = 1; ; attempt++) {
    const devices = await resolveKeys(db, keys, attempt === 1);
    const batch = checkReadings(sent, devices, opts);
    try {
      await writeBatch(db, batch, log, guardOf(devices));
      return batch.length;
    } catch (e) {
      if (!(e instanceof StaleDevicesError)) throw e;
      if (attempt >= ATTEMPTS) throw badKey();
    }
  }
}
