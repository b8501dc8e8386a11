import { toNumber } from './panel-data';

/** A reading pushed live (event `reading`). */
export interface LiveReading {
  readonly deviceId: string;
  readonly deviceName?: string;
  readonly deviceType?: string;
  readonly projectId?: number;
  readonly metric: string;
  readonly value: number;
  /** Epoch ms. */
  readonly ts: number;
}

/** An alarm pushed live (event `alarm`) or listed by a screen endpoint. */
export interface LiveAlarm {
  readonly id: string;
  readonly level?: number;
  readonly levelName?: string;
  readonly title: string;
  readonly deviceName?: string;
  readonly projectId?: number;
  readonly projectName?: string;
  readonly metric?: string;
  readonly value?: number;
  readonly status?: string;
  /** Epoch ms. */
  readonly ts: number;
}

type Obj = Readonly<Record<string, unknown>>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined);

function time(v: unknown, fallback: number): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string') {
    const t = Date.parse(v);
    if (Number.isFinite(t)) return t;
  }
  return fallback;
}

/** Parses an event's JSON data; undefined when it is not JSON. */
export function parseEventData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

/** The list of objects an event carries: an array, `{readings|alarms|items|data: [...]}`, or one object. */
function objects(payload: unknown, keys: readonly string[]): Obj[] {
  if (Array.isArray(payload)) return payload.filter(isObj);
  if (!isObj(payload)) return [];
  for (const k of keys) if (Array.isArray(payload[k])) return (payload[k] as unknown[]).filter(isObj);
  return [payload];
}

/** Readings of a `reading` event (one or a batch); entries without device, metric or value are dropped. */
export function readingsOf(payload: unknown, now: number): LiveReading[] {
  const out: LiveReading[] = [];
  for (const o of objects(payload, ['readings', 'items', 'data'])) {
    const deviceId = str(o.deviceId ?? o.device_id);
    if (deviceId === undefined) continue;
    const projectId = toNumber(o.projectId ?? o.project_id);
    const deviceName = str(o.deviceName ?? o.device_name);
    const deviceType = str(o.deviceType ?? o.device_type);
    const ts = time(o.ts ?? o.time, now);
    // One metric per entry (`metric`, `value`), or a device's latest values at once (`values: {metric: value}`).
    const pairs: [unknown, unknown][] = isObj(o.values) ? Object.entries(o.values) : [[o.metric, o.value]];
    for (const [m, v] of pairs) {
      const metric = str(m);
      const value = toNumber(v);
      if (metric === undefined || value === undefined) continue;
      out.push({
        deviceId,
        metric,
        value,
        ts,
        ...(deviceName ? { deviceName } : {}),
        ...(deviceType ? { deviceType } : {}),
        ...(projectId !== undefined ? { projectId } : {}),
      });
    }
  }
  return out;
}

/** Alarms of an `alarm` event or of an alarm list. */
export function alarmsOf(payload: unknown, now: number): LiveAlarm[] {
  const out: LiveAlarm[] = [];
  objects(payload, ['alarms', 'items', 'list', 'data']).forEach((o, i) => {
    const id = str(o.id ?? o.alarmId ?? o.alarm_id) ?? `${now}-${i}`;
    const level = toNumber(o.level ?? o.alarmLevel ?? o.alarm_level);
    const value = toNumber(o.value ?? o.peakValue);
    const unit = str(o.unit) ?? '';
    const described = [str(o.metricName ?? o.metric), value === undefined ? undefined : `${value}${unit}`].filter((x) => x !== undefined).join(' ');
    const title = str(o.title ?? o.content ?? o.message ?? o.alarmContent) ?? described;
    const optional: Record<string, unknown> = {
      level,
      levelName: str(o.levelName ?? o.levelLabel),
      deviceName: str(o.deviceName ?? o.device_name),
      projectId: toNumber(o.projectId ?? o.project_id),
      projectName: str(o.projectName ?? o.project_name),
      metric: str(o.metricName ?? o.metric),
      value,
      status: str(o.statusName ?? o.status),
    };
    const alarm = { id, title, ts: time(o.ts ?? o.raisedAt ?? o.startedAt ?? o.startTime ?? o.start_time ?? o.createTime ?? o.time, now) } as LiveAlarm;
    for (const [k, v] of Object.entries(optional)) if (v !== undefined) (alarm as unknown as Record<string, unknown>)[k] = v;
    out.push(alarm);
  });
  return out;
}
