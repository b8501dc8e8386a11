import { inspectionDeviceRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { mountRecordType } from '../../record-types/mount-record-type';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { mountAccountWhole } from './account-whole';
import { mountDeviceCalls } from './device-calls';
import { deviceHooks } from './device-record';
import { mountRecordCalls } from './inspection-record-calls';
import { mountRecordDetail } from './inspection-record-detail';
import { recordHooks } from './inspection-record-hooks';
import { RECORD_KINDS, recordTypeOf } from './inspection-record-kinds';

/** The inspected devices and the four record kinds on the generic mount, with their hooks. */
export const inspectionRecordMounts: RecordMountTable = {
  [inspectionDeviceRecord.name]: (app) => ({ hooks: deviceHooks(app) }),
  ...Object.fromEntries(RECORD_KINDS.map((kind) => [recordTypeOf(kind).name, (app: FastifyInstance) => ({ hooks: recordHooks(app, kind) })])),
};

/**
 * Equipment under maintenance and inspection and its four record kinds (SPEC §7 "Routine inspection"):
 * plain CRUD from record types (the registry's, with the hooks above), the rest beside them (docs/decisions/0102).
 */
export function mountInspectionArea(app: FastifyInstance): void {
  const hooks = deviceHooks(app);
  // The other two device lists: the choice list of devices and the page list, same rows and filters.
  mountRecordType(app, { ...inspectionDeviceRecord, name: 'inspectionDeviceChoices', endpoints: { list: 'routInspManageWhereDeviceList' } }, { hooks, actions: ['list'] });
  mountRecordType(app, { ...inspectionDeviceRecord, name: 'inspectionDevicePage', endpoints: { list: 'routInspManageGetPageList' } }, { hooks, actions: ['list'] });
  mountDeviceCalls(app);
  mountRecordDetail(app);
  for (const kind of RECORD_KINDS) mountRecordCalls(app, kind);
  mountAccountWhole(app);
}
