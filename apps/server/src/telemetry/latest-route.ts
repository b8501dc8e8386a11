import { endpoints } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { SqlParams } from '../db/sql-params';
import { invalid } from '../http/api-error';
import { mountEndpoint } from '../http/mount-endpoint';
import { messages } from '../shared/messages';
import { recordId } from '../record-types/mount-record-type';
import { readableKinds } from './device-permissions';
import { DEVICE_KIND_LABELS, isDeviceKind, METRICS_BY_KIND } from './metrics';
import { deviceScopeSql, isOnline } from './scoped-device';

const MAX_DEVICES = 5000;

interface LatestRow {
  id: number;
  name: string;
  device_type: string;
  project_id: number | null;
  project_name: string | null;
  lng: number | null;
  lat: number | null;
  last_seen_at: Date | null;
  vals: Record<string, { value: number; ts: string }>;
}

/**
 * GET /api/Telemetry/Latest?projectId&deviceType: the latest value of every metric per device, for the screens
 * (one row per device of the caller's scope whose kind the caller may read; `online`: seen within 5 minutes).
 */
export function mountLatestRoute(app: FastifyInstance): void {
  mountEndpoint(
    app,
    endpoints.telemetryLatest!,
    async ({ params, db, scope, grants }) => {
      const p = new SqlParams();
      const where = ['d.if_del = 0', deviceScopeSql(app, scope, p)];
      const projectId = params.projectId ?? params.project_id;
      if (projectId !== undefined && projectId !== '') where.push(`d.project_id = ${p.add(recordId({ id: projectId }))}`);
      let kinds = readableKinds(grants) as string[];
      const type = params.deviceType ?? params.device_type;
      if (type !== undefined && type !== '') {
        if (!isDeviceKind(type)) throw invalid(messages.deviceKindInvalid);
        kinds = kinds.filter((k) => k === type);
      }
      where.push(`d.device_type = ANY(${p.add(kinds)}::text[])`);
      const rows = await db.many<LatestRow>(
        `SELECT d.id, d.name, d.device_type, d.project_id, pr.project_name, d.lng, d.lat, d.last_seen_at,
                coalesce((SELECT json_object_agg(l.metric, json_build_object('value', l.value, 'ts', l.ts))
                            FROM readings_latest l WHERE l.device_id = d.id), '{}'::json) AS vals
           FROM devices d LEFT JOIN projects pr ON pr.id = d.project_id
          WHERE ${where.join(' AND ')}
          ORDER BY d.project_id, d.device_type, d.id LIMIT ${MAX_DEVICES}`,
        p.values,
      );
      const now = Date.now();
      return rows.map((r) => ({
        deviceId: r.id,
        deviceName: r.name,
        deviceType: r.device_type,
        deviceTypeName: isDeviceKind(r.device_type) ? DEVICE_KIND_LABELS[r.device_type] : r.device_type,
        projectId: r.project_id,
        projectName: r.project_name ?? '',
        lng: r.lng,
        lat: r.lat,
        online: isOnline(r.last_seen_at, now),
        lastSeenAt: r.last_seen_at,
        values: r.vals,
      }));
    },
    { skipDecode: true },
  );
}

/** GET /api/Telemetry/Metrics: what each device kind reports (labels, units, plausible ranges). */
export function mountMetricsRoute(app: FastifyInstance): void {
  mountEndpoint(app, endpoints.telemetryMetrics!, () =>
    Object.entries(METRICS_BY_KIND).map(([kind, metrics]) => ({
      deviceType: kind,
      deviceTypeName: DEVICE_KIND_LABELS[kind as keyof typeof DEVICE_KIND_LABELS],
      metrics,
    })),
  );
}
