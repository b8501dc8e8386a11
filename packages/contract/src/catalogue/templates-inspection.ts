import * as t from 'io-ts';
import { EquipmentRecordDetail } from '../codecs/equipment-record-detail';
import { Template, TemplateSavePayload } from '../codecs/template';
import {
  EquipmentRecordDetailParams,
  TemplateDeleteParams,
  TemplateDetailParams,
  TemplateListParams,
} from '../codecs/template-requests';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { defineEndpoints, perm, resourceEndpoints } from './define-endpoints';

const template = (button: Parameters<typeof perm>[2]) => perm(PAGE.deviceManage, SUBPAGE.template, button);

/** Maintenance/inspection templates (SPEC §2.8, §7 "Template calls"); paths mapped onto RoutInspContent. */
export const templateEndpoints = defineEndpoints({
  templateList: {
    method: 'GET', path: '/api/RoutInspContent/WherePageList', pathChosen: true, access: template('search'),
    envelope: 'list', request: TemplateListParams, response: Template, summary: '维保模板列表',
  },
  templateDetail: {
    method: 'GET', path: '/api/RoutInspContent/GetContentDetail', pathChosen: true, access: template('search'),
    request: TemplateDetailParams, response: Template, summary: '维保模板详情',
  },
  templateDelete: {
    method: 'GET', path: '/api/RoutInspContent/ModifyIfDel', pathChosen: true, access: template('delete'),
    request: TemplateDeleteParams, summary: '删除维保模板（if_del 置 1）',
  },
  templateCreate: {
    method: 'POST', path: '/api/RoutInspContent/CreateContent', pathChosen: true, access: template('add'),
    request: TemplateSavePayload, summary: '新建维保模板（rec_id 0）',
  },
  templateUpdate: {
    method: 'POST', path: '/api/RoutInspContent/ModifyContent', pathChosen: true, access: template('edit'),
    request: TemplateSavePayload, summary: '修改维保模板',
  },
  templateByType: {
    method: 'GET', path: '/api/RoutInspContent/GetContentDetailByType', access: 'session',
    response: Template, summary: '按设备类型取模板（填写记录时）',
  },
  equipmentRecordDetail: {
    method: 'GET', path: '/api/RoutInspManage/GetDeviceDetailByReID', pathChosen: true, access: 'session',
    request: EquipmentRecordDetailParams, response: EquipmentRecordDetail, summary: '设备记录详情（只读查看）',
  },
  inspectionAccountWhole: { method: 'GET', path: '/api/RoutInspMachinery/AccountWhole', access: 'session', response: t.unknown },
});

const records = (prefix: string, alias: string) =>
  resourceEndpoints(prefix, alias, PAGE.deviceManage, SUBPAGE.maintenanceRecord, [
    ['GET', 'WherePageList', { envelope: 'list' }],
    ['GET', 'GetModelByTime'],
    ['GET', 'GetRecordByDeviceID'],
    ['POST', 'CreateModel'],
  ]);

/** Routine inspection records and the inspected devices (SPEC §7 "Routine inspection"). */
export const inspectionEndpoints = {
  ...records('/api/RoutInspSwitchBox', 'routInspSwitchBox'),
  ...records('/api/RoutInspMachinery', 'routInspMachinery'),
  ...records('/api/RoutInspRepair', 'routInspRepair'),
  ...records('/api/RoutInspMaintain', 'routInspMaintain'),
  ...resourceEndpoints('/api/RoutInspManage', 'routInspManage', PAGE.deviceManage, SUBPAGE.maintenanceRecord, [
    ['GET', 'GetDeviceNumberDetail'],
    ['GET', 'WherePageList', { envelope: 'list' }],
    ['GET', 'GetDeviceDetail'],
    ['GET', 'WhereDeviceList', { envelope: 'list' }],
    ['GET', 'GetPageList', { envelope: 'list' }],
    ['POST', 'ModifyModel'],
    ['POST', 'DeleteDevice'],
    ['POST', 'AuditDevice'],
    ['POST', 'ModifyManage'],
    ['POST', 'CreateModel'],
  ]),
};
