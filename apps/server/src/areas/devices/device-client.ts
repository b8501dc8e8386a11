import { DEVICE_KIND_LABELS, isDeviceKind } from '../../telemetry/metrics';
import { isOnline, type DeviceRow } from '../../telemetry/scoped-device';

/** A device as the client reads it (list and detail); the ingest key itself is never part of it. */
export function deviceToClient(row: DeviceRow, now = Date.now()): Record<string, unknown> {
  const extra = row.extra ?? {};
  return {
    id: row.id,
    deviceType: row.device_type,
    deviceTypeName: isDeviceKind(row.device_type) ? DEVICE_KIND_LABELS[row.device_type] : row.device_type,
    deviceName: row.name,
    serialNo: row.serial_no,
    projectId: row.project_id,
    projectName: row.project_name ?? '',
    companyId: row.company_id,
    companyName: row.company_name ?? '',
    districtCode: row.district_code,
    lng: row.lng,
    lat: row.lat,
    status: row.status,
    auditStatus: row.audit_status,
    online: isOnline(row.last_seen_at, now),
    lastSeenAt: row.last_seen_at instanceof Date ? row.last_seen_at.toISOString() : row.last_seen_at,
    keyHint: row.key_hint,
    hlsUrl: typeof extra.hlsUrl === 'string' ? extra.hlsUrl : '',
    extra,
    simulated: row.simulated,
    createTime: row.create_time instanceof Date ? row.create_time.toISOString() : row.create_time,
    updateTime: row.update_time instanceof Date ? row.update_time.toISOString() : row.update_time,
  };
}
