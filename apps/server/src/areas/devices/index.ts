import type { FastifyInstance } from 'fastify';
import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { mountTelemetryArea } from '../../telemetry';
import { isDeviceKind } from '../../telemetry/metrics';
import { projectInScope } from '../../scopes/project-scope';
import { deviceKindMounts } from './device-kind-hooks';
import { normalisePlateNo } from './plate-no';

/**
 * The devices of each telemetry kind (their ingest key), device types (a known device kind) and plate-recognition
 * cars (a gate of their project) on the generic mount.
 */
export const deviceRecordMounts: RecordMountTable = {
  ...deviceKindMounts,
  deviceType: {
    hooks: {
      beforeWrite(values) {
        const kind = values.get('device_kind');
        if (kind !== undefined && kind !== '' && !isDeviceKind(kind)) throw invalid(messages.deviceKindInvalid);
      },
    },
  },
  lprCar: {
    hooks: {
      async beforeWrite(values, ctx, q, existing) {
        normalisePlateNo(values);
        const projectId = (values.get('project_id') ?? existing?.project_id) as number;
        if (values.has('project_id')) {
          const project = await projectInScope(q, ctx, projectId);
          values.set('company_id', project.company_id);
          values.set('district_code', project.district_code);
        }
        const deviceId = values.get('device_id');
        if (deviceId !== undefined && deviceId !== null) {
          const gate = await q.one(`SELECT 1 FROM devices WHERE id = $1 AND project_id = $2 AND device_type = 'lpr' AND if_del = 0`, [deviceId, projectId]);
          if (!gate) throw invalid(messages.deviceRequired);
        }
      },
    },
  },
};

/**
 * Devices and their telemetry (issue 5): the telemetry area (ingest, history, latest, key reset, background
 * jobs); the devices of each kind, device types and plate-recognition cars are the registry's.
 */
export function mountDevicesArea(app: FastifyInstance): void {
  mountTelemetryArea(app);
}
