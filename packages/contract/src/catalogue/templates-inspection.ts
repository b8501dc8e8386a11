import * as t from 'io-ts';
import { EquipmentRecordDetail } from '../codecs/equipment-record-detail';
import { EquipmentRecordDetailParams } from '../codecs/template-requests';
import type { Endpoint } from '../endpoint';
import { catalogueEntries, callSpec } from '../records/derive/record-catalogue';
import { inspectionDeviceRecord } from '../records/inspection-device-record';
import { routInspMachineryRecord } from '../records/inspection-machinery-record';
import { routInspMaintainRecord } from '../records/inspection-maintain-record';
import { routInspRepairRecord } from '../records/inspection-repair-record';
import { routInspSwitchBoxRecord } from '../records/inspection-switch-box-record';
import { templateRecord } from '../records/template-record';
import { defineEndpoints } from './define-endpoints';

const tp = <K extends string>(key: K) => callSpec(templateRecord, key);

/** Maintenance/inspection templates (SPEC §2.8, §7 "Template calls"): derived from records/template-record.ts. */
export const templateEndpoints = defineEndpoints({
  templateList: tp('list'),
  templateDetail: tp('detail'),
  templateDelete: tp('delete'),
  templateCreate: tp('create'),
  templateUpdate: tp('update'),
  templateByType: tp('byType'),
  equipmentRecordDetail: {
    method: 'GET', path: '/api/RoutInspManage/GetDeviceDetailByReID', pathChosen: true, access: 'session',
    request: EquipmentRecordDetailParams, response: EquipmentRecordDetail, summary: '设备记录详情（只读查看）',
  },
  inspectionAccountWhole: { method: 'GET', path: '/api/RoutInspMachinery/AccountWhole', access: 'session', response: t.unknown },
});

/** Routine inspection records and the inspected devices (SPEC §7 "Routine inspection"), from their declarations. */
export const inspectionEndpoints: Record<string, Endpoint> = {
  ...catalogueEntries(routInspSwitchBoxRecord),
  ...catalogueEntries(routInspMachineryRecord),
  ...catalogueEntries(routInspRepairRecord),
  ...catalogueEntries(routInspMaintainRecord),
  ...catalogueEntries(inspectionDeviceRecord),
};
