import { toNumber } from './panel-data';
import type { LiveReading } from './live-events';

/** A metric's label and unit (GET /api/Telemetry/Metrics). */
export interface MetricLabel {
  readonly label: string;
  readonly unit: string;
}

/** One device with its newest value per metric. */
export interface DeviceRow {
  readonly deviceId: string;
  readonly name: string;
  readonly deviceType: string;
  readonly projectId?: number;
  readonly projectName: string;
  readonly online: boolean;
  readonly values: Readonly<Record<string, { readonly value: number; readonly ts: number }>>;
  /** Epoch ms of the newest live reading merged in (undefined: only the loaded values). */
  readonly liveAt?: number;
}

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function ms(v: unknown): number {
  const t = typeof v === 'string' ? Date.parse(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(t) ? t : 0;
}

/** Rows of GET /api/Telemetry/Latest (`{deviceId, deviceName, deviceType, projectName, online, values: {metric: {value, ts}}}`). */
export function deviceRowsOf(data: unknown): DeviceRow[] {
  if (!Array.isArray(data)) return [];
  const out: DeviceRow[] = [];
  for (const o of data) {
    if (!isObj(o)) continue;
    const id = o.deviceId ?? o.id;
    if (id === undefined || id === null) continue;
    const values: Record<string, { value: number; ts: number }> = {};
    if (isObj(o.values)) {
      for (const [metric, v] of Object.entries(o.values)) {
        const value = isObj(v) ? toNumber(v.value) : toNumber(v);
        if (value !== undefined) values[metric] = { value, ts: isObj(v) ? ms(v.ts) : 0 };
      }
    }
    const projectId = toNumber(o.projectId);
    out.push({
      deviceId: String(id),
      name: typeof o.deviceName === 'string' ? o.deviceName : String(id),
      deviceType: typeof o.deviceType === 'string' ? o.deviceType : '',
      ...(projectId !== undefined ? { projectId } : {}),
      projectName: typeof o.projectName === 'string' ? o.projectName : '',
      online: o.online === true || o.online === 1,
      values,
    });
  }
  return out;
}

/**
 * The loaded rows with the live readings merged in (newer values win; a reading makes its device online).
 * Devices known only from the stream are appended when their kind matches.
 */
export function mergeLive(rows: readonly DeviceRow[], live: Iterable<LiveReading>, deviceType?: string): DeviceRow[] {
  const byId = new Map(rows.map((r) => [r.deviceId, { ...r, values: { ...r.values } } as DeviceRow & { values: Record<string, { value: number; ts: number }> }]));
  for (const reading of live) {
    let row = byId.get(reading.deviceId);
    if (row === undefined) {
      if (deviceType !== undefined && reading.deviceType !== deviceType) continue;
      row = {
        deviceId: reading.deviceId,
        name: reading.deviceName ?? `#${reading.deviceId}`,
        deviceType: reading.deviceType ?? '',
        ...(reading.projectId !== undefined ? { projectId: reading.projectId } : {}),
        projectName: '',
        online: true,
        values: {},
      };
      byId.set(reading.deviceId, row);
    }
    const before = row.values[reading.metric];
    if (before === undefined || reading.ts >= before.ts) {
      row.values[reading.metric] = { value: reading.value, ts: reading.ts };
      byId.set(reading.deviceId, { ...row, online: true, liveAt: Math.max(row.liveAt ?? 0, reading.ts) });
    }
  }
  return [...byId.values()];
}

/** Labels and units by device kind and metric, from GET /api/Telemetry/Metrics. */
export function metricLabelsOf(data: unknown): ReadonlyMap<string, MetricLabel> {
  const out = new Map<string, MetricLabel>();
  if (!Array.isArray(data)) return out;
  for (const kind of data) {
    if (!isObj(kind) || !Array.isArray(kind.metrics)) continue;
    for (const m of kind.metrics) {
      if (!isObj(m) || typeof m.metric !== 'string') continue;
      const label = { label: typeof m.label === 'string' ? m.label : m.metric, unit: typeof m.unit === 'string' ? m.unit : '' };
      out.set(`${String(kind.deviceType)}|${m.metric}`, label);
      if (!out.has(`|${m.metric}`)) out.set(`|${m.metric}`, label);
    }
  }
  return out;
}
