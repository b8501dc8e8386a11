import type { IngestedReading } from '../telemetry/readings-hook';
import type { ReadingBusEvent } from './push-events';

interface Pending {
  last: number;
  timer: NodeJS.Timeout | undefined;
  values: Map<string, { value: number; ts: number }>;
  reading: IngestedReading;
}

/** Devices forgotten after this long without readings. */
const idleMs = 60_000;

/**
 * At most one `reading` event per device per `intervalMs` (default 1 s) from this process, leading and
 * trailing edge: the first batch goes out at once, later ones within the interval are merged (latest value per
 * metric) and sent when it ends, so the last value always arrives.
 */
export class ReadingThrottle {
  private readonly devices = new Map<number, Pending>();
  private sweepAt = Date.now();

  constructor(
    private readonly send: (event: ReadingBusEvent) => void,
    private readonly intervalMs = 1000,
  ) {}

  add(batch: readonly IngestedReading[]): void {
    const now = Date.now();
    for (const r of batch) {
      let d = this.devices.get(r.deviceId);
      if (!d) {
        d = { last: 0, timer: undefined, values: new Map(), reading: r };
        this.devices.set(r.deviceId, d);
      }
      const ts = r.ts.getTime();
      const prev = d.values.get(r.metric);
      if (!prev || prev.ts <= ts) d.values.set(r.metric, { value: r.value, ts });
      d.reading = r;
    }
    for (const id of new Set(batch.map((r) => r.deviceId))) {
      const d = this.devices.get(id)!;
      if (d.timer) continue;
      const wait = d.last + this.intervalMs - now;
      if (wait <= 0) this.flush(id, d);
      else d.timer = setTimeout(() => this.flush(id, d), wait);
    }
    if (now - this.sweepAt > idleMs) this.sweep(now);
  }

  private flush(id: number, d: Pending): void {
    d.timer = undefined;
    if (!d.values.size) return;
    d.last = Date.now();
    const values: Record<string, number> = {};
    let ts = 0;
    for (const [metric, v] of d.values) {
      values[metric] = v.value;
      ts = Math.max(ts, v.ts);
    }
    d.values.clear();
    const r = d.reading;
    const projectId = r.projectId ?? null;
    this.send({
      k: 'reading',
      s: { c: r.companyId, p: projectId, a: r.districtCode },
      d: { deviceId: id, deviceType: r.deviceType, projectId, ts: new Date(ts).toISOString(), values },
    });
  }

  private sweep(now: number): void {
    this.sweepAt = now;
    for (const [id, d] of this.devices) if (!d.timer && !d.values.size && now - d.last > idleMs) this.devices.delete(id);
  }

  stop(): void {
    for (const d of this.devices.values()) if (d.timer) clearTimeout(d.timer);
    this.devices.clear();
  }
}
