import * as t from 'io-ts';
import { EquipmentRecordDetail } from '../codecs/equipment-record-detail';
import { EquipmentRecordDetailParams } from '../codecs/template-requests';
import { callSpec } from '../records/derive/record-catalogue';
import { templateRecord } from '../records/template-record';
import { defineEndpoints } from '../define-endpoints';

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

