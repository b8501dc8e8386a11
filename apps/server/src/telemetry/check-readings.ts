import type { Queryable } from '../db/database';
import { ApiError, invalid } from '../http/api-error';
import { messages } from '../shared/messages';
import { hashIngestKey, plausibleKey } from './ingest-key';
import { metricOf } from './metrics';
import type { SentReading } from './parse-payload';
import type { IngestedReading, Metric } from './readings-hook';

/** The device an ingest key belongs to, with the scope columns readings carry. */
export interface KeyDevice {
  readonly id: number;
  readonly deviceType: string;
  readonly companyId: number;
  readonly projectId: number | undefined;
  readonly districtCode: string;
}

/** HTTP 401: missing or unknown ingest key (device credentials, not a user session). */
export const badKey = (missing = false): ApiError => new ApiError(401, 401, missing ? messages.ingestKeyMissing : messages.ingestKeyInvalid);
/** HTTP 403: a key naming another device. */
export const wrongDevice = (): ApiError => new ApiError(403, 403, messages.ingestWrongDevice);

/** Live, enabled devices of the given keys (one query), by key. */
export async function devicesByKey(db: Queryable, keys: Iterable<string>): Promise<Map<string, KeyDevice>> {
  const byHash = new Map<string, string>();
  for (const k of keys) if (plausibleKey(k)) byHash.set(hashIngestKey(k), k);
  const out = new Map<string, KeyDevice>();
  if (byHash.size === 0) return out;
  const rows = await db.many<{ id: number; device_type: string; company_id: number; project_id: number | null; district_code: string; ingest_key: string }>(
    `SELECT id, device_type, company_id, project_id, district_code, ingest_key FROM devices
      WHERE ingest_key = ANY($1::text[]) AND if_del = 0 AND status = 1`,
    [[...byHash.keys()]],
  );
  for (const r of rows) {
    out.set(byHash.get(r.ingest_key)!, {
      id: r.id, deviceType: r.device_type, companyId: r.company_id, projectId: r.project_id ?? undefined, districtCode: r.district_code,
    });
  }
  return out;
}

export interface CheckOptions {
  /** Oldest accepted reading time (epoch ms): the raw retention. */
  readonly oldest: number;
  /** Latest accepted reading time (epoch ms): a little clock skew ahead of now. */
  readonly newest: number;
  /** MQTT: the topic's key; a reading carrying another key is refused (403). */
  readonly onlyKey?: string;
}

function numberValue(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && v.length <= 32) return Number(v);
  return NaN;
}

/**
 * Checks every reading of a batch against its key's device: 401 for a missing/unknown key, 403 for a key used
 * for another device, 400 (Chinese message) for a metric the device kind does not report, a non-finite or
 * implausible value, or a time outside [oldest, newest]. All or nothing: one bad reading refuses the batch.
 */
export function checkReadings(sent: readonly SentReading[], devices: ReadonlyMap<string, KeyDevice>, opts: CheckOptions): IngestedReading[] {
  const out: IngestedReading[] = [];
  for (const r of sent) {
    if (r.key === undefined) throw badKey(true);
    if (opts.onlyKey !== undefined && r.key !== opts.onlyKey) throw wrongDevice();
    const device = devices.get(r.key);
    if (!device) throw badKey();
    if (r.deviceId !== undefined && r.deviceId !== null && r.deviceId !== '' && Number(r.deviceId) !== device.id) throw wrongDevice();
    const metricName = typeof r.metric === 'string' ? r.metric : '';
    const info = metricOf(device.deviceType, metricName);
    if (!info) throw invalid(messages.metricUnknown(metricName.slice(0, 40), device.deviceType));
    const value = numberValue(r.value);
    if (!Number.isFinite(value) || value < info.min || value > info.max) throw invalid(messages.metricValueInvalid(info.metric));
    if (!Number.isFinite(r.ts) || r.ts < opts.oldest || r.ts > opts.newest) throw invalid(messages.readingTimeInvalid);
    out.push({
      deviceId: device.id,
      deviceType: device.deviceType,
      companyId: device.companyId,
      projectId: device.projectId,
      districtCode: device.districtCode,
      metric: info.metric as Metric,
      value,
      ts: new Date(r.ts),
    });
  }
  return out;
}
