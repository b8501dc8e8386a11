import { DEVICE_KINDS, DEVICE_KIND_LABELS } from '../../telemetry/metrics';
import { num, percent, type ScreenPoint, type ScreenSeries } from './chart-shapes';
import { rowsOf, type ScreenFilter } from './screen-filter';

/** Device types of the telemetry area, in display order. */
export const DEVICE_TYPES = DEVICE_KINDS;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** A device is online when it reported within this window (docs/decisions/0161). */
export const ONLINE_WINDOW_SQL = `interval '5 minutes'`;
/** SQL: device `d` is enabled and reported within the online window. */
export const onlineSql = (d = 't') => `(${d}.status = 1 AND ${d}.last_seen_at >= now() - ${ONLINE_WINDOW_SQL})`;

const typeName = (t: string) => (DEVICE_KIND_LABELS as Record<string, string>)[t] ?? t;

export interface DeviceCounts {
  readonly total: number;
  readonly enabled: number;
  readonly disabled: number;
  /** Every device type, zero included; `key` is the type code. */
  readonly byType: ScreenPoint[];
  /** Devices per project, largest first (top 10). */
  readonly byProject: ScreenPoint[];
}

/** GetSbgl_sbtj: devices by type and by project. */
export async function deviceCounts(f: ScreenFilter): Promise<DeviceCounts> {
  const [types, projects] = await Promise.all([
    rowsOf(f, (p) => `SELECT t.device_type AS key, count(*)::int AS n, count(*) FILTER (WHERE t.status = 1)::int AS enabled
                        FROM devices t WHERE ${f.where('devices', p)} GROUP BY 1`),
    rowsOf(f, (p) => `SELECT t.project_id AS key, pr.project_name AS name, count(*)::int AS n FROM devices t JOIN projects pr ON pr.id = t.project_id
                       WHERE ${f.where('devices', p)} GROUP BY 1, 2 ORDER BY n DESC, 1 LIMIT 10`),
  ]);
  const total = types.reduce((s, r) => s + num(r.n), 0);
  const enabled = types.reduce((s, r) => s + num(r.enabled), 0);
  return {
    total,
    enabled,
    disabled: total - enabled,
    byType: DEVICE_TYPES.map((t) => ({ name: typeName(t), value: num(types.find((r) => r.key === t)?.n), key: t })),
    byProject: projects.map((r) => ({ name: String(r.name), value: num(r.n), key: num(r.key) })),
  };
}

export interface DeviceRow {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  readonly typeName: string;
  readonly projectId: number | null;
  readonly projectName: string;
  readonly online: boolean;
  readonly lastSeenAt: string | null;
}

export interface DeviceOnline {
  readonly total: number;
  readonly online: number;
  readonly offline: number;
  readonly onlineRate: number;
  /** 在线 / 离线 per device type. */
  readonly byType: ScreenSeries;
  /** Offline devices first, then by last report (up to 50). */
  readonly devices: DeviceRow[];
}

const deviceRow = (r: Record<string, unknown>): DeviceRow => ({
  id: num(r.id),
  name: String(r.name),
  type: String(r.device_type),
  typeName: typeName(String(r.device_type)),
  projectId: r.project_id === null ? null : num(r.project_id),
  projectName: String(r.project_name ?? ''),
  online: r.online === true,
  lastSeenAt: r.last_seen_at instanceof Date ? r.last_seen_at.toISOString() : null,
});

/** Online/offline counts of the devices of `types` (all when omitted), per type, with a device list. */
export async function deviceOnline(f: ScreenFilter, types: readonly DeviceType[] = DEVICE_TYPES): Promise<DeviceOnline> {
  const [counts, list] = await Promise.all([
    rowsOf(f, (p) => `SELECT t.device_type AS key, count(*)::int AS n, count(*) FILTER (WHERE ${onlineSql()})::int AS online
                        FROM devices t WHERE ${f.where('devices', p)} AND t.device_type = ANY(${p.add(types)}::text[]) GROUP BY 1`),
    rowsOf(f, (p) => `SELECT t.id, t.name, t.device_type, t.project_id, pr.project_name, t.last_seen_at, ${onlineSql()} AS online
                        FROM devices t LEFT JOIN projects pr ON pr.id = t.project_id
                       WHERE ${f.where('devices', p)} AND t.device_type = ANY(${p.add(types)}::text[])
                       ORDER BY ${onlineSql()}, t.last_seen_at DESC NULLS LAST, t.id LIMIT 50`),
  ]);
  const total = counts.reduce((s, r) => s + num(r.n), 0);
  const online = counts.reduce((s, r) => s + num(r.online), 0);
  const at = (t: string) => counts.find((r) => r.key === t);
  return {
    total,
    online,
    offline: total - online,
    onlineRate: percent(online, total),
    byType: {
      categories: types.map(typeName),
      series: [
        { name: '在线', data: types.map((t) => num(at(t)?.online)) },
        { name: '离线', data: types.map((t) => num(at(t)?.n) - num(at(t)?.online)) },
      ],
    },
    devices: list.map(deviceRow),
  };
}

export interface EnvironmentDevices extends DeviceOnline {
  /** 在线 / 离线 dust monitors per project. */
  readonly byProject: ScreenSeries;
}

/** GetHjjc_sbtj: dust (environment) monitors online/offline, overall and per project. */
export async function environmentDevices(f: ScreenFilter): Promise<EnvironmentDevices> {
  const [base, projects] = await Promise.all([
    deviceOnline(f, ['dust']),
    rowsOf(f, (p) => `SELECT pr.project_name AS name, count(*)::int AS n, count(*) FILTER (WHERE ${onlineSql()})::int AS online
                        FROM devices t JOIN projects pr ON pr.id = t.project_id
                       WHERE ${f.where('devices', p)} AND t.device_type = 'dust' GROUP BY pr.id, 1 ORDER BY n DESC, pr.id LIMIT 20`),
  ]);
  return {
    ...base,
    byProject: {
      categories: projects.map((r) => String(r.name)),
      series: [
        { name: '在线', data: projects.map((r) => num(r.online)) },
        { name: '离线', data: projects.map((r) => num(r.n) - num(r.online)) },
      ],
    },
  };
}

export interface CameraList {
  readonly total: number;
  readonly online: number;
  /** Cameras (up to 200) with their HLS URL when configured (null: the panel says no stream is configured). */
  readonly cameras: (DeviceRow & { readonly hlsUrl: string | null })[];
}

/** GetSpjk_sblb: video cameras of the filter with their stream addresses. */
export async function cameraList(f: ScreenFilter): Promise<CameraList> {
  const rows = await rowsOf(f, (p) => `SELECT t.id, t.name, t.device_type, t.project_id, pr.project_name, t.last_seen_at, ${onlineSql()} AS online,
                                              nullif(coalesce(t.extra->>'hlsUrl', t.extra->>'hls_url', t.extra->>'url', ''), '') AS hls_url,
                                              count(*) OVER () AS total, count(*) FILTER (WHERE ${onlineSql()}) OVER () AS online_total
                                         FROM devices t LEFT JOIN projects pr ON pr.id = t.project_id
                                        WHERE ${f.where('devices', p)} AND t.device_type = 'camera' ORDER BY t.project_id, t.id LIMIT 200`);
  return {
    total: num(rows[0]?.total),
    online: num(rows[0]?.online_total),
    cameras: rows.map((r) => ({ ...deviceRow(r), hlsUrl: (r.hls_url as string | null) ?? null })),
  };
}
