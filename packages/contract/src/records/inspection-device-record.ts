import { PAGE, SUBPAGE } from '../menu/page-keys';
import { auditWorkflow } from './declaration/audit-workflow';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const LIST = { envelope: 'list' } as const;

/**
 * Equipment under maintenance and inspection (SPEC §7 RoutInspManage; docs/decisions/0102): project scope,
 * soft delete; two further lists of the same rows (device choices, device page); audited through AuditDevice.
 */
export const inspectionDeviceRecord = declareRecord({
  name: 'inspectionDevice',
  title: '维保设备',
  table: 'rout_insp_manage',
  permission: { page: PAGE.deviceManage, subPage: SUBPAGE.maintenanceRecord },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  // Named by its 设备名称 where a record refers to it (its first required text is the device type; 0550).
  choiceLabel: 'deviceName',
  api: {
    prefix: '/api/RoutInspManage',
    alias: 'routInspManage',
    calls: {
      list: { method: 'GET', action: 'WherePageList' },
      detail: { method: 'GET', action: 'GetDeviceDetail' },
      create: { method: 'POST', action: 'CreateModel' },
      update: { method: 'POST', action: 'ModifyManage' },
      delete: { method: 'POST', action: 'DeleteDevice' },
      audit: { method: 'POST', action: 'AuditDevice' },
    },
    more: {
      numberDetail: { method: 'GET', action: 'GetDeviceNumberDetail' },
      choices: { method: 'GET', action: 'WhereDeviceList', ...LIST, rows: true },
      page: { method: 'GET', action: 'GetPageList', ...LIST, rows: true },
      modifyModel: { method: 'POST', action: 'ModifyModel' },
    },
  },
  workflows: [auditWorkflow],
  fields: [
    field.id(),
    field.text('deviceType', '设备类型', { required: m.deviceTypeRequired, maxLength: 50, filterable: true, listed: true }),
    field.text('deviceName', '设备名称', { required: m.deviceNameRequired, maxLength: 100, filterable: true, sortable: true, listed: true }),
    field.text('deviceNo', '设备编号', { maxLength: 50, filterable: true, sortable: true, listed: true }),
    field.text('model', '规格型号', { maxLength: 50, filterable: true }),
    field.text('projectName', '项目名称', { maxLength: 100, filterable: true, listed: true }),
    field.remote('projectId', '项目', 'project', { labelKey: 'projectName' }),
    field.remote('contentId', '维保模板', 'template', { filterable: true }),
    field.lookup('auditStatus', '审核状态', 'auditStatus', { readOnly: true, filterable: true, sortable: true }),
    field.text('userName', '登记人', { readOnly: true }),
    field.datetime('createTime', '登记时间', { readOnly: true, sortable: true, filterable: true }),
    field.datetime('updateTime', '更新时间', { readOnly: true }),
  ],
  wire: {
    specPaths: ['list', 'detail', 'create', 'update', 'delete', 'audit', 'numberDetail', 'choices', 'page', 'modifyModel'],
    fields: {
      deviceType: { writeKey: 'device_type' },
      deviceName: { writeKey: 'device_name' },
      deviceNo: { writeKey: 'device_no' },
      model: { writeKey: 'model' },
      projectName: { writeKey: 'project_name' },
      projectId: { writeKey: 'project_id' },
      contentId: { writeKey: 'content_id' },
    },
  },
});
