import { inspectionDeviceRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import { mountRecordType } from '../../record-types/mount-record-type';
import { mountAccountWhole } from './account-whole';
import { mountDeviceCalls } from './device-calls';
import { deviceHooks } from './device-record';
import { mountRecordCalls } from './inspection-record-calls';
import { mountRecordDetail } from './inspection-record-detail';
import { recordHooks } from './inspection-record-hooks';
import { RECORD_KINDS, recordTypeOf } from './inspection-record-kinds';

/**
 * Equipment under maintenance and inspection and its four record kinds (SPEC §7 "Routine inspection"):
 * plain CRUD from record types, the rest beside them (docs/decisions/0102).
 */
export function mountInspectionArea(app: FastifyInstance): void {
  const hooks = deviceHooks(app);
  mountRecordType(app, inspectionDeviceRecord, { hooks });
  // The other two device lists: the choice list of devices and the page list, same rows and filters.
  mountRecordType(app, { ...inspectionDeviceRecord, name: 'inspectionDeviceChoices', endpoints: { list: 'routInspManageWhereDeviceList' } }, { hooks, actions: ['list'] });
  mountRecordType(app, { ...inspectionDeviceRecord, name: 'inspectionDevicePage', endpoints: { list: 'routInspManageGetPageList' } }, { hooks, actions: ['list'] });
  mountDeviceCalls(app);
  mountRecordDetail(app);
  for (const kind of RECORD_KINDS) {
    mountRecordType(app, recordTypeOf(kind), { hooks: recordHooks(app, kind) });
    mountRecordCalls(app, kind);
  }
  mountAccountWhole(app);
}
