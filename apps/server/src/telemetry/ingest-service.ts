import type { Db } from '../db/database';
import { writeBatch } from './batch-writer';
import { checkReadings, devicesByKey, type CheckOptions } from './check-readings';
import { parsePayload, type SentReading } from './parse-payload';
import type { IngestedReading } from './readings-hook';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Device clocks may run this far ahead of the server. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

/** The time window readings must fall in: the raw retention back, a little clock skew ahead. */
export function acceptWindow(retentionDays: number, now = Date.now()): Pick<CheckOptions, 'oldest' | 'newest'> {
  return { oldest: now - retentionDays * DAY_MS + 60 * 60 * 1000, newest: now + FUTURE_SKEW_MS };
}

/** Resolves the keys of parsed readings and checks them (all or nothing); throws the first refusal. */
export async function checkSent(db: Db, sent: readonly SentReading[], opts: CheckOptions): Promise<IngestedReading[]> {
  const keys = new Set<string>();
  for (const r of sent) if (r.key !== undefined) keys.add(r.key);
  return checkReadings(sent, await devicesByKey(db, keys), opts);
}

/**
 * One HTTP batch: parse, resolve keys, check, write (one transaction), emit. Returns the number stored.
 * `defaultKey` is the request's key (header) for readings that carry none.
 */
export async function ingestBody(
  db: Db,
  body: unknown,
  defaultKey: string | undefined,
  retentionDays: number,
  log?: (err: unknown) => void,
): Promise<number> {
  const now = Date.now();
  const sent = parsePayload(body, defaultKey, now);
  const batch = await checkSent(db, sent, acceptWindow(retentionDays, now));
  await writeBatch(db, batch, log);
  return batch.length;
}
