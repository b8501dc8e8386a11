import { invalid } from '../http/api-error';
import { messages } from '../shared/messages';

/** Largest number of readings in one request or MQTT message. */
export const MAX_BATCH = 20_000;

/** One reading as sent, before the key is resolved and the values are checked. */
export interface SentReading {
  /** Ingest key (the reading's own, else the batch's default key). */
  readonly key: string | undefined;
  /** Device id the sender names, if any: it must be the key's device. */
  readonly deviceId: unknown;
  readonly metric: unknown;
  readonly value: unknown;
  /** Epoch ms (server receive time when the sender gave none); NaN when unreadable. */
  readonly ts: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const keyOf = (o: Record<string, unknown>): unknown => o.key ?? o.deviceKey ?? o.device_key ?? o.ingestKey;

/** The last time text read and its value: readings of a batch mostly share their times. */
let lastText = '';
let lastMs = NaN;

/** Epoch ms of `ts` (ISO text or epoch seconds/ms), `fallback` when absent, NaN when unreadable. */
export function readTime(ts: unknown, fallback: number): number {
  if (ts === undefined || ts === null || ts === '') return fallback;
  if (typeof ts === 'number') return Number.isFinite(ts) ? (ts < 1e11 ? ts * 1000 : ts) : NaN;
  if (typeof ts === 'string') {
    if (ts === lastText) return lastMs;
    const ms = /^\d{9,13}$/.test(ts) ? readTime(Number(ts), fallback) : ts.length <= 40 ? Date.parse(ts) : NaN;
    lastText = ts;
    lastMs = ms;
    return ms;
  }
  return NaN;
}

function keyText(v: unknown): string | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string') throw invalid(messages.ingestBodyInvalid);
  return v;
}

/** `{ deviceKey, ts?, values: { pm25: 35, ... } }`: one device's readings at one time. */
function fromValues(o: Record<string, unknown>, defaultKey: string | undefined, now: number, out: SentReading[]): void {
  if (!isObject(o.values)) throw invalid(messages.ingestBodyInvalid);
  const key = keyText(keyOf(o)) ?? defaultKey;
  const ts = readTime(o.ts ?? o.time, now);
  for (const [metric, value] of Object.entries(o.values)) {
    out.push({ key, deviceId: o.deviceId, metric, value, ts });
    if (out.length > MAX_BATCH) throw invalid(messages.ingestTooMany(MAX_BATCH));
  }
}

/** Each item of `list` as `{ key | deviceKey, ts?, values }` (a device's readings at one time). */
function fromDevices(list: unknown[], defaultKey: string | undefined, now: number, out: SentReading[]): void {
  if (list.length > MAX_BATCH) throw invalid(messages.ingestTooMany(MAX_BATCH));
  for (const item of list) {
    if (!isObject(item)) throw invalid(messages.ingestBodyInvalid);
    fromValues(item, defaultKey, now, out);
  }
}

/**
 * Reads the batch shapes of docs/decisions/0140 and 0210 into readings:
 * `{ readings: [{ key | deviceKey, metric, value, ts? }] }`, `{ deviceKey, ts?, values: {...} }`, an array
 * of the latter, or the compact gateway batch `{ key?, devices: [{ key | deviceKey, ts?, values: {...} }] }`
 * (one object per device and time instead of one per reading). `defaultKey`: the key of the request (header)
 * or MQTT topic, used where a reading has none. Malformed input → 400 with a Chinese message; nothing is
 * resolved or stored here.
 */
export function parsePayload(body: unknown, defaultKey: string | undefined, now = Date.now()): SentReading[] {
  const out: SentReading[] = [];
  if (Array.isArray(body)) {
    fromDevices(body, defaultKey, now, out);
  } else if (isObject(body) && Array.isArray(body.devices)) {
    fromDevices(body.devices, keyText(keyOf(body)) ?? defaultKey, now, out);
  } else if (isObject(body) && Array.isArray(body.readings)) {
    const batchKey = keyText(keyOf(body)) ?? defaultKey;
    if (body.readings.length > MAX_BATCH) throw invalid(messages.ingestTooMany(MAX_BATCH));
    for (const r of body.readings) {
      if (!isObject(r)) throw invalid(messages.ingestBodyInvalid);
      out.push({ key: keyText(keyOf(r)) ?? batchKey, deviceId: r.deviceId, metric: r.metric, value: r.value, ts: readTime(r.ts ?? r.time, now) });
    }
  } else if (isObject(body) && body.values !== undefined) {
    fromValues(body, defaultKey, now, out);
  } else {
    throw invalid(messages.ingestBodyInvalid);
  }
  if (out.length === 0) throw invalid(messages.ingestEmpty);
  return out;
}
