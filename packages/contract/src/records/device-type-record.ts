import * as t from 'io-ts';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * Device types (SPEC §7 /api/DeviceType): a company's own list of device types, each optionally tied to a
 * telemetry kind (dust, crane, gas, tag, weighbridge, camera, lpr). The list is also the drop-down.
 */
export const deviceTypeRecord = declareRecord({
  name: 'deviceType',
  title: '设备类型',
  table: 'device_types',
  permission: { page: PAGE.deviceManage, subPage: SUBPAGE.deviceType },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/DeviceType',
    alias: 'deviceType',
    calls: {
      list: { method: 'GET', action: 'WhereDeviceTypeList', access: 'session', summary: '设备类型（也是下拉）' },
      create: { method: 'POST', action: 'Add' },
      update: { method: 'POST', action: 'Update' },
      delete: { method: 'POST', action: 'Delete' },
    },
  },
  fields: [
    field.id(),
    field.text('typeName', '设备类型名称', { required: m.deviceTypeNameRequired, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true }),
    field.lookup('deviceKind', '设备类别', 'deviceKind', { codec: t.string, kind: 'string', maxLength: 20, filterable: true, listed: true }),
    field.text('description', '描述', { maxLength: 200, listed: true, excel: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true, filterable: true }),
    field.createTime(),
  ],
  wire: {
    specPaths: ['list', 'create', 'update', 'delete'],
    fields: {
      typeName: { writeKey: 'type_name' },
      deviceKind: { writeKey: 'device_kind' },
    },
  },
});
