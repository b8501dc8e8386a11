/**
 * Short-lived answers of the screen statistics per process (docs/decisions/0167): wall screens of one scope
 * poll the same figures, so an answer is shared for `ttlMs` and concurrent identical requests share one
 * computation. An expired answer is still served while one refresh runs in the background (so no request
 * waits for a recomputation once a key is warm): an answer is at most `ttlMs` plus one computation old.
 * Emptied whenever this process commits telemetry readings, so new readings are never hidden; other changes
 * (attendance, passages, alarms) show within that bound.
 */
export class ScreenCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown>; settled: boolean; refreshing: boolean }>();

  constructor(readonly ttlMs: number, private readonly maxEntries = 2000) {}

  /** The cached answer of `key`, or `compute()` shared by every caller; refreshed in the background once expired. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit) {
      if (now - hit.at >= this.ttlMs && hit.settled && !hit.refreshing) this.refresh(key, hit, compute);
      return hit.value as Promise<T>;
    }
    if (this.entries.size >= this.maxEntries) this.prune(now);
    const entry = { at: now, value: compute() as Promise<unknown>, settled: false, refreshing: false };
    this.entries.set(key, entry);
    entry.value.then(
      () => (entry.settled = true),
      // A failure is never served from the cache.
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    return entry.value as Promise<T>;
  }

  clear(): void {
    this.entries.clear();
  }

  private refresh(key: string, entry: { at: number; value: Promise<unknown>; refreshing: boolean }, compute: () => Promise<unknown>): void {
    entry.refreshing = true;
    const started = Date.now();
    compute().then(
      (v) => {
        if (this.entries.get(key) !== entry) return;
        entry.value = Promise.resolve(v);
        entry.at = started;
        entry.refreshing = false;
      },
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
  }

  private prune(now: number): void {
    for (const [k, e] of this.entries) if (now - e.at >= this.ttlMs * 4) this.entries.delete(k);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
  }
}

