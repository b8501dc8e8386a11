import { ApiGateway, Clock, Timer, endpoints, type Endpoint, type TimerHandle } from '@worksite/contract';
import { formatSiteDateTime } from '@worksite/validators';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { DeviceHistoryViewModel } from './device-history-view-model';
import { deviceRowsOf, mergeLive, metricLabelsOf, type DeviceRow, type MetricLabel } from './device-rows';
import { alarmsOf } from './live-events';
import { LiveFeedViewModel, type PushedAlarm } from './live-feed-view-model';
import { mapViewOf, type MapView } from './map-view';
import { NO_DATA, pick, toNumber, toPanelData, type PanelData, type PanelMarker } from './panel-data';
import type { DevicePanel, GaugePanel, InfoPanel, KpiPanel, MapPanel, PanelDefinition, PanelSource, ScreenDefinition } from './screen-definition';

/** Statistics are fetched again this often while a screen stays open (chosen, docs/decisions/0172). */
export const SCREEN_REFRESH_MS = 60_000;
/** Endpoints behind the live device panels and gauges. */
export const LATEST_ENDPOINT = 'telemetryLatest';
export const METRICS_ENDPOINT = 'telemetryMetrics';

/** Load state of one source or panel. */
export type LoadState = 'loading' | 'ready' | 'failed';

interface SourceResult {
  readonly state: LoadState;
  readonly data: unknown;
}

interface SourceCall {
  readonly key: string;
  readonly endpoint: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** One KPI as shown. */
export interface KpiValue {
  readonly label: string;
  readonly value: number | undefined;
  readonly unit?: string;
}

/** A gauge as shown. */
export interface GaugeValue {
  readonly value: number | undefined;
  readonly min: number;
  readonly max: number;
  readonly unit: string;
  /** Epoch ms of the reading, when live. */
  readonly ts?: number;
}

/**
 * One open large screen (SPEC §2.5, issue 5): loads every distinct source its panels name once (screens
 * that share data reuse panels; a source read by several panels is one call), scoped by the server to the
 * viewer and, on project screens, to the chosen project; refreshes them every minute; merges the live
 * readings and alarms of `LiveFeedViewModel` into device tables, gauges and the alarm list.
 */
@injectable()
export class ScreenViewModel {
  definition: ScreenDefinition | undefined = undefined;
  projectId: number | undefined = undefined;
  results: ReadonlyMap<string, SourceResult> = new Map();
  /** UI state: the map marker last clicked (its id), shown as a card. */
  focusedMarkerId: string | undefined = undefined;
  private refreshHandle: TimerHandle | undefined = undefined;
  private generation = 0;
  /** PanelData derived from an answer, per panel (answers are replaced, never changed in place). */
  private readonly derived = new WeakMap<object, Map<string, PanelData>>();

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Timer) private readonly timer: Timer,
    @inject(Clock) private readonly clock: Clock,
    @inject(LiveFeedViewModel) readonly live: LiveFeedViewModel,
    /** The history chart a device table row opens. */
    @inject(DeviceHistoryViewModel) readonly history: DeviceHistoryViewModel,
  ) {
    makeAutoObservable<ScreenViewModel, 'gateway' | 'timer' | 'clock' | 'refreshHandle' | 'generation' | 'live' | 'derived'>(
      this,
      { gateway: false, timer: false, clock: false, refreshHandle: false, generation: false, live: false, history: false, derived: false, results: observableRef, dataOf: false, mapOf: false },
      { autoBind: true },
    );
  }

  get panels(): readonly PanelDefinition[] {
    return this.definition?.panels ?? [];
  }

  /** The calls the open screen makes, one per distinct endpoint and parameters. */
  get calls(): readonly SourceCall[] {
    const def = this.definition;
    if (def === undefined) return [];
    const out = new Map<string, SourceCall>();
    const add = (source: PanelSource | undefined) => {
      if (source === undefined) return;
      const call = this.callOf(source);
      out.set(call.key, call);
    };
    for (const panel of def.panels) {
      if (panel.kind === 'kpis') panel.items.forEach((i) => add(i.source));
      else if (panel.kind === 'devices' || (panel.kind === 'gauge' && panel.metric !== undefined)) {
        add({ endpoint: LATEST_ENDPOINT });
        add({ endpoint: METRICS_ENDPOINT });
        if (panel.kind === 'gauge') add(panel.source);
      } else add(panel.source);
    }
    return [...out.values()];
  }

  /** Opens a screen (a new definition or project loads; the same one again does nothing). */
  show(definition: ScreenDefinition, projectId?: number): void {
    const scoped = definition.scope === 'project' ? projectId : undefined;
    if (this.definition?.id === definition.id && this.projectId === scoped) return;
    this.history.close();
    this.definition = definition;
    this.projectId = scoped;
    this.results = new Map();
    void this.load();
    this.schedule();
  }

  /** Fetches every source of the open screen; a refresh keeps the shown data until the new arrives. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    const calls = this.calls;
    await Promise.all(calls.map((call) => this.fetch(call, generation)));
    if (generation !== this.generation) return;
    this.seedAlarms();
  }

  close(): void {
    if (this.refreshHandle !== undefined) this.timer.clearInterval(this.refreshHandle);
    this.refreshHandle = undefined;
    this.generation++;
    this.definition = undefined;
    this.results = new Map();
    this.history.close();
  }

  /** A map marker was clicked: show its card (a second click hides it). */
  focusMarker(id: string): void {
    this.focusedMarkerId = this.focusedMarkerId === id ? undefined : id;
  }

  /** Load state of a panel: failed if any of its sources failed, loading until all answered. */
  stateOf(panel: PanelDefinition): LoadState {
    const sources = this.sourcesOf(panel).map((s) => this.results.get(this.callOf(s).key));
    if (sources.some((r) => r?.state === 'failed')) return 'failed';
    return sources.every((r) => r?.state === 'ready') ? 'ready' : 'loading';
  }

  /**
   * A chart, map or table panel's data (series narrowed to the panel's `seriesNames`). The same answer gives
   * the same object, so charts and the map redraw only when their data changed.
   */
  dataOf(panel: PanelDefinition): PanelData {
    if (!('source' in panel) || panel.source === undefined) return NO_DATA;
    const raw = this.raw(panel.source);
    const cached = typeof raw === 'object' && raw !== null ? this.derived.get(raw)?.get(panel.id) : undefined;
    if (cached !== undefined) return cached;
    let data = toPanelData(raw);
    if (data.kind === 'series' && 'seriesNames' in panel && panel.seriesNames !== undefined) {
      const all = data.series;
      data = { ...data, series: panel.seriesNames.map((n) => all.find((s) => s.name === n)).filter((s) => s !== undefined) };
    }
    if (typeof raw === 'object' && raw !== null) {
      const byPanel = this.derived.get(raw) ?? new Map<string, PanelData>();
      byPanel.set(panel.id, data);
      this.derived.set(raw, byPanel);
    }
    return data;
  }

  /** A map panel's markers and the view that shows them all. */
  mapOf(panel: MapPanel): { readonly markers: readonly PanelMarker[]; readonly view: MapView } {
    const data = this.dataOf(panel);
    const markers = data.kind === 'markers' ? data.markers : [];
    return { markers, view: mapViewOf(markers, data.kind === 'markers' ? data.center : undefined) };
  }

  /** An info panel's lines: label and the value as text ('—' when absent; an instant in site time). */
  infoOf(panel: InfoPanel): readonly { readonly label: string; readonly value: string }[] {
    const raw = this.raw(panel.source);
    return panel.fields.map((f) => {
      const v = pick(raw, f.key);
      const value = typeof v === 'number' ? `${v}${f.unit ?? ''}` : typeof v === 'string' && v !== '' ? `${formatSiteDateTime(v)}${f.unit ?? ''}` : '—';
      return { label: f.label, value };
    });
  }

  kpisOf(panel: KpiPanel): readonly KpiValue[] {
    return panel.items.map((item) => {
      const raw = this.raw(item.source);
      const value = toNumber(raw) ?? (typeof raw === 'object' && raw !== null ? toNumber((raw as { value?: unknown }).value) : undefined);
      return { label: item.label, value, ...(item.unit ? { unit: item.unit } : {}) };
    });
  }

  /** A gauge: the newest live reading of its metric in scope (devices of its kind), else its statistic. */
  gaugeOf(panel: GaugePanel): GaugeValue {
    const base = { min: panel.min, max: panel.max, unit: panel.unit };
    if (panel.metric !== undefined) {
      let best: { value: number; ts: number } | undefined;
      for (const row of this.devicesOf(panel.deviceType)) {
        const v = row.values[panel.metric];
        if (v !== undefined && (best === undefined || v.ts > best.ts)) best = v;
      }
      if (best !== undefined) return { ...base, value: best.value, ts: best.ts };
    }
    const raw = panel.source === undefined ? undefined : this.raw(panel.source);
    return { ...base, value: toNumber(raw) ?? toNumber((raw as { value?: unknown } | undefined)?.value) };
  }

  /** Devices of the scope (of one kind when given) with their newest values, live readings merged. */
  devicesOf(deviceType?: string): readonly DeviceRow[] {
    const loaded = deviceRowsOf(this.raw({ endpoint: LATEST_ENDPOINT })).filter(
      (r) => deviceType === undefined || r.deviceType === deviceType,
    );
    const live = [...this.live.latest.values()].filter(
      (r) => (this.projectId === undefined || r.projectId === undefined || r.projectId === this.projectId) && (deviceType === undefined || r.deviceType === undefined || r.deviceType === deviceType),
    );
    return mergeLive(loaded, live, deviceType);
  }

  devicePanelRows(panel: DevicePanel): readonly DeviceRow[] {
    return this.devicesOf(panel.deviceType);
  }

  /** Label and unit of a metric (of a device kind). */
  metricLabel(deviceType: string, metric: string): MetricLabel {
    const labels = metricLabelsOf(this.raw({ endpoint: METRICS_ENDPOINT }));
    return labels.get(`${deviceType}|${metric}`) ?? labels.get(`|${metric}`) ?? { label: metric, unit: '' };
  }

  /** The alarm list: pushed alarms on top of the screen's own. */
  get alarms(): readonly PushedAlarm[] {
    const projectId = this.projectId;
    return projectId === undefined ? this.live.alarms : this.live.alarms.filter((a) => a.projectId === undefined || a.projectId === projectId);
  }

  private sourcesOf(panel: PanelDefinition): PanelSource[] {
    if (panel.kind === 'kpis') return panel.items.map((i) => i.source);
    if (panel.kind === 'devices') return [{ endpoint: LATEST_ENDPOINT }, { endpoint: METRICS_ENDPOINT }];
    if (panel.kind === 'gauge') return panel.metric !== undefined ? [{ endpoint: LATEST_ENDPOINT }] : panel.source ? [panel.source] : [];
    return panel.source === undefined ? [] : [panel.source];
  }

  /** The part of its endpoint's answer a source reads (undefined: not loaded, or no such part). */
  sourceValue(source: PanelSource): unknown {
    return this.raw(source);
  }

  private raw(source: PanelSource): unknown {
    const result = this.results.get(this.callOf(source).key);
    return pick(result?.data, source.key);
  }

  private callOf(source: PanelSource): SourceCall {
    const params: Record<string, string | number> = { ...(source.params ?? {}) };
    if (this.projectId !== undefined) params.projectId = this.projectId;
    const sorted = Object.keys(params).sort().map((k) => `${k}=${params[k]}`).join('&');
    return { key: `${source.endpoint}?${sorted}`, endpoint: source.endpoint, params };
  }

  private async fetch(call: SourceCall, generation: number): Promise<void> {
    const endpoint: Endpoint | undefined = (endpoints as Readonly<Record<string, Endpoint>>)[call.endpoint];
    const before = this.results.get(call.key);
    if (before === undefined) this.setResult(call.key, { state: 'loading', data: undefined });
    try {
      if (endpoint === undefined) throw new Error(`unknown endpoint ${call.endpoint}`);
      const data = await this.gateway.call(endpoint, call.params as never);
      if (generation === this.generation) this.setResult(call.key, { state: 'ready', data });
    } catch {
      // The gateway already reported it (SPEC §8); a refresh keeps the last good data — also data another
      // request for the same source brought while this one was on its way (the state now, not when it left).
      if (generation === this.generation && this.results.get(call.key)?.state !== 'ready') this.setResult(call.key, { state: 'failed', data: undefined });
    }
  }

  private setResult(key: string, result: SourceResult): void {
    const next = new Map(this.results);
    next.set(key, result);
    this.results = next;
  }

  private seedAlarms(): void {
    const panel = this.panels.find((p) => p.kind === 'alarms');
    if (panel === undefined || panel.kind !== 'alarms' || panel.source === undefined) return;
    runInAction(() => this.live.seedAlarms(alarmsOf(this.raw(panel.source!), this.clock.now())));
  }

  private schedule(): void {
    if (this.refreshHandle === undefined) this.refreshHandle = this.timer.setInterval(() => void this.load(), SCREEN_REFRESH_MS);
  }
}
