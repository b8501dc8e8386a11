import { endpoints } from '@worksite/contract';
import { dateRangeShortcut, type DateRangeShortcutKind } from '@worksite/paging';
import type { FastifyInstance } from 'fastify';
import { invalid, noPermission } from '../http/api-error';
import { mountEndpoint, type EndpointContext } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { recordId } from '../record-types/mount-record-type';
import { canReadTelemetry } from './device-permissions';
import { isDeviceKind, METRICS_BY_KIND, metricOf } from './metrics';
import { loadScopedDevice } from './scoped-device';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MAX_SPAN_MS = 400 * DAY_MS;
/** Minute buckets up to two days (2 880 points), hour buckets beyond. */
const MINUTE_SPAN_MS = 2 * DAY_MS;

const SHORTCUTS: Record<string, DateRangeShortcutKind> = {
  '7': 'lastWeek', lastWeek: 'lastWeek', '30': 'lastMonth', lastMonth: 'lastMonth', '90': 'lastThreeMonths', lastThreeMonths: 'lastThreeMonths',
};

/** A time as sent: ISO text, epoch ms, or `YYYY-MM-DD[ HH:mm[:ss]]` in China time (SPEC's display format). */
export function parseTime(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string' || v.length > 40) return NaN;
  if (/^\d{10,13}$/.test(v)) return Number(v.length === 10 ? `${v}000` : v);
  const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(v);
  if (local) {
    const time = local[2] ?? '00:00:00';
    return Date.parse(`${local[1]}T${time.length === 5 ? `${time}:00` : time}+08:00`);
  }
  return Date.parse(v);
}

/** [from, to] of a history call: `range` shortcut (7/30/90 days, 1 day), or `from`/`to`, default the last day. */
export function historyRange(params: Record<string, unknown>, now: number): [number, number] {
  const range = typeof params.range === 'string' || typeof params.range === 'number' ? String(params.range) : '';
  if (range === '1' || range === 'lastDay') return [now - DAY_MS, now];
  const shortcut = SHORTCUTS[range];
  if (shortcut) return dateRangeShortcut(shortcut, new Date(now)).map((d) => d.getTime()) as [number, number];
  if (range !== '') throw invalid(messages.historyRangeInvalid);
  const from = params.from === undefined || params.from === '' ? now - DAY_MS : parseTime(params.from);
  const to = params.to === undefined || params.to === '' ? now : parseTime(params.to);
  if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to || to - from > MAX_SPAN_MS) throw invalid(messages.historyRangeInvalid);
  return [from, to];
}

interface PointRow {
  metric: string;
  t: number;
  n: number;
  avg: number;
  min: number;
  max: number;
  last: number;
}

/**
 * GET /api/Telemetry/History?deviceId&metric[,metric]&range=7|30|90|1 (or from/to): series from the rollups —
 * minute buckets for spans up to two days, hour buckets beyond. Scoped: another scope's device → 402.
 */
export function mountHistoryRoute(app: FastifyInstance): void {
  mountEndpoint(app, endpoints.telemetryHistory!, (ctx) => readHistory(app, ctx), { skipDecode: true });
}

/** A device's history as GET /api/Telemetry/History answers it (scoped; the kind's readers only). */
export type DeviceHistoryAnswer = Awaited<ReturnType<typeof readHistory>>;

/** Reads the series of a history call (also the history export's rows). */
export async function readHistory(app: FastifyInstance, { params, db, scope, grants }: Pick<EndpointContext, 'params' | 'db' | 'scope' | 'grants'>) {
  const id = recordId({ id: params.deviceId ?? params.device_id ?? params.id });
  const device = await loadScopedDevice(app, db, scope, id);
  if (!isDeviceKind(device.device_type) || !canReadTelemetry(grants, device.device_type)) throw noPermission();
  const asked = typeof params.metric === 'string' && params.metric !== '' ? params.metric.split(',') : undefined;
  const infos = asked ? asked.map((m) => metricOf(device.device_type, m.trim())) : METRICS_BY_KIND[device.device_type];
  if (infos.length === 0 || infos.some((i) => !i)) throw invalid(messages.metricRequired);
  const [from, to] = historyRange(params, Date.now());
  const interval = to - from <= MINUTE_SPAN_MS ? 'minute' : 'hour';
  const table = interval === 'minute' ? 'readings_minute' : 'readings_hour';
  const rows = await db.many<PointRow>(
    `SELECT metric, (extract(epoch FROM bucket) * 1000)::float8 AS t, n, sum / n AS avg, min, max, last
       FROM ${table}
      WHERE device_id = $1 AND metric = ANY($2::text[]) AND bucket >= date_trunc('${interval}', $3::timestamptz, 'UTC') AND bucket <= $4
      ORDER BY metric, bucket`,
    [device.id, infos.map((i) => i!.metric), new Date(from), new Date(to)],
  );
  const series = infos.map((info) => ({
    metric: info!.metric,
    label: info!.label,
    unit: info!.unit,
    points: rows.filter((r) => r.metric === info!.metric).map(({ metric: _m, ...p }) => p),
  }));
  return {
    deviceId: device.id,
    deviceName: device.name,
    deviceType: device.device_type,
    projectId: device.project_id,
    interval,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    series,
  };
}
