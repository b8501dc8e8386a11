import type { FastifyInstance } from 'fastify';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { accessDeviceHooks, mountAccessDeviceResetKey } from './access-device-hooks';
import { mountGateIngestRoute } from './gate-ingest-route';

/**
 * 门禁管理 (issue 21, Deliver 2; docs/decisions/0660–0664): 门禁设备 on the generic mount with its hooks, 通行记录
 * as declared (read-only, project scope); the gate-event ingest by device key and the devices' 重置密钥.
 */
export const accessControlRecordMounts: RecordMountTable = { accessDevice: { hooks: accessDeviceHooks } };

export function mountAccessControlArea(app: FastifyInstance): void {
  mountGateIngestRoute(app);
  mountAccessDeviceResetKey(app);
}
