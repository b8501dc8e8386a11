/**
 * Short-lived answers of the screen statistics per process (docs/decisions/0167): wall screens of one scope
 * poll the same figures, so an answer is shared for `ttlMs` and concurrent identical requests share one
 * computation. Emptied whenever this process commits telemetry readings, so new readings are never hidden;
 * other changes (attendance, passages, alarms) show within `ttlMs`.
 */
export class ScreenCache {
  private readonly entries = new Map<string, { readonly at: number; readonly value: Promise<unknown> }>();

  constructor(readonly ttlMs: number, private readonly maxEntries = 2000) {}

  /** The cached answer of `key`, or `compute()` shared by every caller until it expires. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.prune(now);
    const value = compute();
    this.entries.set(key, { at: now, value });
    // A failure is never served from the cache.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  private prune(now: number): void {
    for (const [k, e] of this.entries) if (now - e.at >= this.ttlMs) this.entries.delete(k);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}

/** TTL from SCREEN_CACHE_MS (milliseconds, 0 = off); default 5 s, off under jest so tests see every change at once. */
export function screenCacheTtl(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SCREEN_CACHE_MS;
  if (raw !== undefined && raw !== '') {
    const n = Number(raw);
    return Number.isFinite(n) && n >= 0 ? n : 0;
  }
  return env.NODE_ENV === 'test' || env.JEST_WORKER_ID !== undefined ? 0 : 5000;
}
