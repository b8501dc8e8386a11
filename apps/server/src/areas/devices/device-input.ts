import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';

/** Column values of a device create/modify call, checked (SPEC shows no payload: docs/decisions/0142). */
export interface DeviceInput {
  name?: string;
  serialNo?: string;
  projectId?: number;
  lng?: number | null;
  lat?: number | null;
  status?: number;
  extra?: Record<string, unknown>;
}

const first = (p: Record<string, unknown>, ...keys: string[]): unknown => {
  for (const k of keys) if (p[k] !== undefined) return p[k];
  return undefined;
};

function text(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') throw invalid(messages.badRequest);
  return v.trim();
}

function coordinate(v: unknown, limit: number): number | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || v === '') return null;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  if (!Number.isFinite(n) || Math.abs(n) > limit) throw invalid(messages.coordinatesInvalid);
  return n;
}

function extraOf(p: Record<string, unknown>): Record<string, unknown> | undefined {
  let extra: Record<string, unknown> | undefined;
  const raw = p.extra;
  if (typeof raw === 'string' && raw !== '') {
    try {
      extra = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      throw invalid(messages.badRequest);
    }
  } else if (typeof raw === 'object' && raw !== null) extra = raw as Record<string, unknown>;
  if (extra !== undefined && (typeof extra !== 'object' || Array.isArray(extra) || JSON.stringify(extra).length > 4000)) throw invalid(messages.badRequest);
  const hls = text(first(p, 'hls_url', 'hlsUrl'));
  if (hls !== undefined) {
    if (hls !== '' && !/^https?:\/\/\S{1,500}$/.test(hls)) throw invalid(messages.badRequest);
    extra = { ...(extra ?? {}), hlsUrl: hls };
  }
  return extra;
}

/**
 * Reads a device payload (snake_case save keys, camelCase accepted): name (required on create), serial number,
 * project (required on create), coordinates, status 0/1, `extra` (JSON object; `hls_url` for cameras).
 */
export function deviceInput(p: Record<string, unknown>, creating: boolean): DeviceInput {
  const out: DeviceInput = {};
  const name = text(first(p, 'device_name', 'deviceName', 'name'));
  if (creating && !name) throw invalid(messages.deviceNameRequired);
  if (name !== undefined) {
    if (!name) throw invalid(messages.deviceNameRequired);
    if (name.length > 100) throw invalid(messages.deviceNameTooLong);
    out.name = name;
  }
  const serial = text(first(p, 'serial_no', 'serialNo', 'device_no', 'deviceNo'));
  if (serial !== undefined) {
    if (serial.length > 64) throw invalid(messages.deviceSerialTooLong);
    out.serialNo = serial;
  }
  const project = first(p, 'project_id', 'projectId');
  if (project !== undefined && project !== '' && project !== null) {
    const id = Number(project);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw invalid(messages.deviceProjectRequired);
    out.projectId = id;
  } else if (creating) throw invalid(messages.deviceProjectRequired);
  const lng = coordinate(first(p, 'lng', 'longitude'), 180);
  const lat = coordinate(first(p, 'lat', 'latitude'), 90);
  if (lng !== undefined) out.lng = lng;
  if (lat !== undefined) out.lat = lat;
  const status = first(p, 'status');
  if (status !== undefined && status !== '') {
    const s = Number(status);
    if (s !== 0 && s !== 1) throw invalid(messages.deviceStatusInvalid);
    out.status = s;
  }
  const extra = extraOf(p);
  if (extra !== undefined) out.extra = extra;
  return out;
}
