import type { Queryable } from '../db/database';
import type { GuardDevice } from './batch-writer';
import { hashIngestKey, plausibleKey } from './ingest-key';

/**
 * In-process cache of ingest-key resolutions (docs/decisions/0210), keyed by the key's SHA-256 (the key itself
 * is never kept). Only devices found live and enabled are cached — unknown keys always ask the database.
 *
 * Never trusted on its own: a batch resolved from the cache is written with a guard (batch-writer.ts) that
 * re-checks, in the write statement itself, that each device still has that key, kind and scope and is live
 * and enabled; when it does not, nothing is written, the entries are dropped and the keys are resolved again
 * from the database (so a reset key, a disabled or deleted device is refused on its very next batch, in
 * every server process). `forgetDeviceKey` drops an entry early (key reset in this process).
 */
export interface CachedDevice extends GuardDevice {}

const MAX_ENTRIES = 50_000;
const caches = new WeakMap<object, Map<string, CachedDevice>>();

function cacheOf(db: object): Map<string, CachedDevice> {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new Map()));
  return c;
}

interface DeviceRow {
  id: number;
  device_type: string;
  company_id: number;
  project_id: number | null;
  district_code: string;
  ingest_key: string;
}

/** Live, enabled devices of the given key hashes (one query). */
async function loadByHash(db: Queryable, hashes: readonly string[]): Promise<CachedDevice[]> {
  if (hashes.length === 0) return [];
  const rows = await db.many<DeviceRow>(
    `SELECT id, device_type, company_id, project_id, district_code, ingest_key FROM devices
      WHERE ingest_key = ANY($1::text[]) AND if_del = 0 AND status = 1`,
    [hashes],
  );
  return rows.map((r) => ({
    id: r.id, keyHash: r.ingest_key, deviceType: r.device_type, companyId: r.company_id, projectId: r.project_id ?? undefined, districtCode: r.district_code,
  }));
}

/**
 * The devices of `keys` (live and enabled; unknown or implausible keys are absent), by key. `useCache`
 * false: all from the database (and the cache refreshed with them).
 */
export async function resolveKeys(db: Queryable & object, keys: Iterable<string>, useCache = true): Promise<Map<string, CachedDevice>> {
  const cache = cacheOf(db);
  const out = new Map<string, CachedDevice>();
  const missing = new Map<string, string>(); // hash → key
  for (const key of keys) {
    if (!plausibleKey(key)) continue;
    const hash = hashIngestKey(key);
    const hit = useCache ? cache.get(hash) : undefined;
    if (hit) out.set(key, hit);
    else missing.set(hash, key);
  }
  if (missing.size === 0) return out;
  if (!useCache) for (const hash of missing.keys()) cache.delete(hash);
  const found = await loadByHash(db, [...missing.keys()]);
  if (cache.size + found.length > MAX_ENTRIES) cache.clear();
  for (const d of found) {
    cache.set(d.keyHash, d);
    out.set(missing.get(d.keyHash)!, d);
  }
  return out;
}

/** Drops the cached resolution of a device (its key was reset or it was disabled in this process). */
export function forgetDeviceKey(db: object, deviceId: number): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const [hash, d] of cache) if (d.id === deviceId) cache.delete(hash);
}

/** Drops every cached resolution of `db`. */
export function forgetDeviceKeys(db: object): void {
  caches.delete(db);
}
