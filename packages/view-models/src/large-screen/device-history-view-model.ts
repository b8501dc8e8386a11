import { ApiGateway, endpoints } from '@worksite/contract';
import { DATE_RANGE_SHORTCUTS, type DateRangeShortcut, type DateRangeShortcutKind } from '@worksite/paging';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { toNumber } from './panel-data';

/** The device whose history is shown. */
export interface HistoryDevice {
  readonly deviceId: string;
  readonly name: string;
  readonly deviceType: string;
}

/** One metric's curve: [epoch ms, average of the bucket] points, oldest first. */
export interface HistoryLine {
  readonly metric: string;
  readonly label: string;
  readonly unit: string;
  readonly points: readonly (readonly [number, number])[];
}

/** What GET /api/Telemetry/History answered, as the chart reads it. */
export interface DeviceHistory {
  /** Bucket size the server chose: minutes up to two days, hours beyond. */
  readonly interval: 'minute' | 'hour';
  readonly lines: readonly HistoryLine[];
}

export type HistoryState = 'closed' | 'loading' | 'ready' | 'failed';

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The history answer's series (`{interval, series: [{metric, label, unit, points: [{t, avg}]}]}`). */
export function deviceHistoryOf(data: unknown): DeviceHistory {
  const interval = isObj(data) && data.interval === 'minute' ? 'minute' : 'hour';
  const series = isObj(data) && Array.isArray(data.series) ? data.series : [];
  const lines: HistoryLine[] = [];
  for (const s of series) {
    if (!isObj(s) || typeof s.metric !== 'string') continue;
    const points: (readonly [number, number])[] = [];
    for (const p of Array.isArray(s.points) ? s.points : []) {
      if (!isObj(p)) continue;
      const t = toNumber(p.t);
      const v = toNumber(p.avg);
      if (t !== undefined && v !== undefined) points.push([t, Math.round(v * 100) / 100]);
    }
    points.sort((a, b) => a[0] - b[0]);
    lines.push({ metric: s.metric, label: typeof s.label === 'string' ? s.label : s.metric, unit: typeof s.unit === 'string' ? s.unit : '', points });
  }
  return { interval, lines };
}

/**
 * A device's history chart (issue 5): opened from a live device table, it reads the minute/hour rollups
 * through GET /api/Telemetry/History for the last 7, 30 or 90 days (SPEC §9's date shortcuts, the first by
 * default); switching the range reloads, and an answer for an older choice is dropped.
 */
@injectable()
export class DeviceHistoryViewModel {
  device: HistoryDevice | undefined = undefined;
  metrics: readonly string[] = [];
  range: DateRangeShortcutKind = 'lastWeek';
  state: HistoryState = 'closed';
  history: DeviceHistory | undefined = undefined;
  private generation = 0;

  constructor(@inject(ApiGateway) private readonly gateway: ApiGateway) {
    makeAutoObservable<DeviceHistoryViewModel, 'gateway' | 'generation'>(this, { gateway: false, generation: false }, { autoBind: true });
  }

  /** The range shortcuts in button order. */
  get shortcuts(): readonly DateRangeShortcut[] {
    return DATE_RANGE_SHORTCUTS;
  }

  get isOpen(): boolean {
    return this.state !== 'closed';
  }

  /** Whether the loaded history has any point to draw. */
  get hasPoints(): boolean {
    return this.history?.lines.some((l) => l.points.length > 0) ?? false;
  }

  /** Opens the chart of `device` for `metrics` (the table's columns) over the default range. */
  open(device: HistoryDevice, metrics: readonly string[]): void {
    this.device = device;
    this.metrics = [...metrics];
    this.range = 'lastWeek';
    void this.load();
  }

  setRange(kind: DateRangeShortcutKind): void {
    if (this.device === undefined || kind === this.range) return;
    this.range = kind;
    void this.load();
  }

  close(): void {
    this.generation++;
    this.device = undefined;
    this.history = undefined;
    this.state = 'closed';
  }

  private async load(): Promise<void> {
    const device = this.device;
    if (device === undefined) return;
    const generation = ++this.generation;
    this.state = 'loading';
    this.history = undefined;
    const days = this.shortcuts.find((s) => s.kind === this.range)!.days;
    try {
      const data = await this.gateway.call(endpoints.telemetryHistory!, { deviceId: device.deviceId, metric: this.metrics.join(','), range: String(days) } as never);
      if (generation !== this.generation) return;
      runInAction(() => {
        this.history = deviceHistoryOf(data);
        this.state = 'ready';
      });
    } catch {
      // The gateway already showed the error (SPEC §8).
      if (generation === this.generation) runInAction(() => (this.state = 'failed'));
    }
  }
}
