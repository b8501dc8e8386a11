import type { Queryable } from '../db/database';
import { ident } from '../db/sql-params';

const DAY_MS = 24 * 60 * 60 * 1000;
const PARTITION = /^readings_p(\d{4})(\d{2})(\d{2})$/;

/** UTC day of a time, as `YYYY-MM-DD` (partitions are UTC days, migration 1700000000200). */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Days known to have a partition, per database handle (tests open several databases in one process). */
const known = new WeakMap<object, Set<string>>();
const knownOf = (db: object): Set<string> => {
  let set = known.get(db);
  if (!set) known.set(db, (set = new Set()));
  return set;
};

/** Forgets the cached partitions of `db` (after a drop, or when an insert found none). */
export function forgetPartitions(db: object): void {
  known.delete(db);
}

/**
 * Makes sure a raw-readings partition exists for each day (`YYYY-MM-DD`); cheap when cached. Two processes
 * creating the same partition at once is harmless: the loser sees it exists.
 */
export async function ensurePartitions(db: Queryable, days: Iterable<string>): Promise<void> {
  const cache = knownOf(db);
  for (const day of new Set(days)) {
    if (cache.has(day)) continue;
    try {
      await db.one('SELECT readings_ensure_partition($1::date)', [day]);
    } catch (e) {
      const exists = await db.one('SELECT to_regclass($1) AS r', [`readings_p${day.replaceAll('-', '')}`]);
      if (!exists?.r) throw e;
    }
    cache.add(day);
  }
}

/** The partitions of `readings` with their UTC day. */
export async function listPartitions(db: Queryable): Promise<{ name: string; day: string }[]> {
  const rows = await db.many<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'readings'::regclass ORDER BY c.relname`,
  );
  return rows.flatMap(({ name }) => {
    const m = PARTITION.exec(name);
    return m ? [{ name, day: `${m[1]}-${m[2]}-${m[3]}` }] : [];
  });
}

export interface RetentionPolicy {
  /** Raw partitions (and minute rollups) older than this many days are dropped. */
  readonly telemetryRetentionDays: number;
  /** Hour rollups older than this many days are deleted. */
  readonly hourRollupRetentionDays: number;
}

export interface MaintenanceResult {
  readonly created: string[];
  readonly dropped: string[];
  readonly minuteRowsDeleted: number;
  readonly hourRowsDeleted: number;
}

/**
 * The telemetry maintenance job: partitions for today and the next two days, raw partitions wholly older
 * than the retention dropped (rollups stay), minute and hour rollups past their own retention deleted.
 */
export async function runPartitionMaintenance(db: Queryable, policy: RetentionPolicy, now = Date.now()): Promise<MaintenanceResult> {
  const before = new Set((await listPartitions(db)).map((p) => p.day));
  const ahead = [0, 1, 2].map((d) => utcDay(now + d * DAY_MS));
  await ensurePartitions(db, ahead);
  const created = ahead.filter((d) => !before.has(d));
  // A partition is dropped once its whole day (which ends at day + 1) lies before the cutoff.
  const cutoff = now - policy.telemetryRetentionDays * DAY_MS;
  const dropped: string[] = [];
  for (const p of await listPartitions(db)) {
    if (Date.parse(`${p.day}T00:00:00Z`) + DAY_MS > cutoff) continue;
    await db.exec(`DROP TABLE IF EXISTS ${ident(p.name)}`);
    dropped.push(p.name);
  }
  if (dropped.length) forgetPartitions(db);
  const minuteRowsDeleted = await db.exec('DELETE FROM readings_minute WHERE bucket < $1', [new Date(cutoff)]);
  const hourRowsDeleted = await db.exec('DELETE FROM readings_hour WHERE bucket < $1', [new Date(now - policy.hourRollupRetentionDays * DAY_MS)]);
  return { created, dropped, minuteRowsDeleted, hourRowsDeleted };
}
