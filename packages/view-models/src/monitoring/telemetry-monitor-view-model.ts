import { ApiGateway, endpoints, FileTransfer, Notifier, Timer, type ButtonName, type DownloadedFile, type TimerHandle } from '@worksite/contract';
import { buttonMap } from '@worksite/permissions';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DeviceHistoryViewModel } from '../large-screen/device-history-view-model';
import { deviceRowsOf, type DeviceRow } from '../large-screen/device-rows';
import { FileSaver } from '../ports/file-saver';
import { formatDateTime } from '../records/record-fields';
import { MenuAccessViewModel } from '../session/menu-access-view-model';
import { reportFailure } from '../support/failure-message';

/** How often the live table asks for the newest readings (docs/decisions/0383). */
export const LIVE_REFRESH_MS = 10_000;

/** Which devices a monitoring page shows and which menu entry guards its buttons. */
export interface MonitorTarget {
  /** Telemetry kind: `dust` (扬尘监测) or `gas` (检测记录). */
  readonly kind: string;
  readonly page: string;
  readonly subPage: string;
}

/** A metric column of the live table. */
export interface MonitorMetric {
  readonly metric: string;
  readonly label: string;
  readonly unit: string;
}

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The metrics of one kind from GET /api/Telemetry/Metrics. */
export function kindMetrics(data: unknown, kind: string): MonitorMetric[] {
  if (!Array.isArray(data)) return [];
  const entry = data.find((k) => isObj(k) && k.deviceType === kind);
  if (!isObj(entry) || !Array.isArray(entry.metrics)) return [];
  return entry.metrics.filter(isObj).filter((m) => typeof m.metric === 'string').map((m) => ({
    metric: String(m.metric),
    label: typeof m.label === 'string' ? m.label : String(m.metric),
    unit: typeof m.unit === 'string' ? m.unit : '',
  }));
}

/** Epoch ms as the site reads it: `yyyy-MM-dd HH:mm` (China time on a China-time browser; '' when none). */
function minuteText(ms: number | undefined): string {
  return ms === undefined || ms <= 0 ? '' : formatDateTime(new Date(ms).toISOString()).slice(0, 16);
}

/**
 * A monitoring page of the project back office (扬尘监测, 检测记录; docs/decisions/0383): the live table of a
 * device kind's newest readings (GET /api/Telemetry/Latest, refreshed every LIVE_REFRESH_MS while open), the
 * chosen device's history chart over SPEC §9's shortcuts (the large screens' DeviceHistoryViewModel), and —
 * with the page's export button — that history as an .xlsx.
 */
@injectable()
export class TelemetryMonitorViewModel {
  target: MonitorTarget | undefined = undefined;
  metrics: readonly MonitorMetric[] = [];
  devices: readonly DeviceRow[] = [];
  state: 'loading' | 'ready' | 'failed' = 'loading';
  /** Epoch ms of the last refresh. */
  refreshedAt = 0;
  selectedId: string | undefined = undefined;
  exporting = false;
  readonly history: DeviceHistoryViewModel;
  private poll: TimerHandle | undefined = undefined;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(MenuAccessViewModel) private readonly menuAccess: MenuAccessViewModel,
    @inject(Timer) private readonly timer: Timer,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(FileTransfer) private readonly files: FileTransfer,
    @inject(FileSaver) @optional() private readonly saver: FileSaver | undefined,
  ) {
    this.history = new DeviceHistoryViewModel(gateway);
    makeAutoObservable<TelemetryMonitorViewModel, 'gateway' | 'menuAccess' | 'timer' | 'notifier' | 'files' | 'saver' | 'poll'>(
      this,
      { gateway: false, menuAccess: false, timer: false, notifier: false, files: false, saver: false, poll: false, history: false },
      { autoBind: true },
    );
  }

  /** Buttons held on the page (SPEC §5). */
  get buttons(): Readonly<Record<ButtonName, boolean>> {
    const t = this.target;
    return t === undefined ? ({} as Record<ButtonName, boolean>) : buttonMap(this.menuAccess.menuTree, t.page, t.subPage);
  }

  get canExport(): boolean {
    return this.buttons.export === true && this.selected !== undefined;
  }

  get selected(): DeviceRow | undefined {
    return this.devices.find((d) => d.deviceId === this.selectedId);
  }

  get onlineCount(): number {
    return this.devices.filter((d) => d.online).length;
  }

  /** The newest reading time of a device, `yyyy-MM-dd HH:mm`. */
  lastReport(row: DeviceRow): string {
    const times = Object.values(row.values).map((v) => v.ts);
    return minuteText(times.length === 0 ? undefined : Math.max(...times));
  }

  /** A metric's newest value of a device ('' when it never reported it). */
  value(row: DeviceRow, metric: string): string {
    const v = row.values[metric];
    return v === undefined ? '' : String(Math.round(v.value * 100) / 100);
  }

  get refreshedText(): string {
    return minuteText(this.refreshedAt);
  }

  /** Opens the page: metrics, the newest readings, the first device's history; then keeps the table live. */
  async start(target: MonitorTarget): Promise<void> {
    this.stop();
    this.target = target;
    this.state = 'loading';
    try {
      const metrics = await this.gateway.call(endpoints.telemetryMetrics!, {} as never);
      runInAction(() => {
        this.metrics = kindMetrics(metrics, target.kind);
      });
      await this.refresh();
      const first = this.devices[0];
      if (first !== undefined && this.selectedId === undefined) this.select(first.deviceId);
    } catch {
      runInAction(() => (this.state = 'failed'));
    }
    this.poll = this.timer.setInterval(() => void this.refresh(), LIVE_REFRESH_MS);
  }

  stop(): void {
    if (this.poll !== undefined) this.timer.clearInterval(this.poll);
    this.poll = undefined;
  }

  /** Reads the newest readings again (the live table). */
  async refresh(): Promise<void> {
    const target = this.target;
    if (target === undefined) return;
    try {
      const data = await this.gateway.call(endpoints.telemetryLatest!, { deviceType: target.kind } as never);
      runInAction(() => {
        this.devices = deviceRowsOf(data);
        this.refreshedAt = Date.now();
        this.state = 'ready';
      });
    } catch {
      // The gateway already showed the error (SPEC §8); the table keeps its last values.
      runInAction(() => {
        if (this.devices.length === 0) this.state = 'failed';
      });
    }
  }

  /** Shows a device's history (its metrics, the range chosen before or 最近一周). */
  select(deviceId: string): void {
    const row = this.devices.find((d) => d.deviceId === deviceId);
    if (row === undefined) return;
    this.selectedId = deviceId;
    const range = this.history.range;
    this.history.open({ deviceId, name: row.name, deviceType: row.deviceType }, this.metrics.map((m) => m.metric));
    if (range !== 'lastWeek') this.history.setRange(range);
  }

  /** 导出: the chosen device's history over the chosen range as an .xlsx. */
  async exportHistory(): Promise<DownloadedFile | undefined> {
    const row = this.selected;
    if (row === undefined) return undefined;
    const days = this.history.shortcuts.find((s) => s.kind === this.history.range)!.days;
    this.exporting = true;
    try {
      const file = await this.files.download(endpoints.telemetryExportHistory!, { deviceId: row.deviceId, range: String(days) });
      this.saver?.save(file);
      return file;
    } catch (e) {
      reportFailure(this.notifier, e);
      return undefined;
    } finally {
      runInAction(() => (this.exporting = false));
    }
  }
}
