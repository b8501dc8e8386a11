import * as t from 'io-ts';
import { NumberFromStringOrNumber, PAGE, SUBPAGE, type RecordType } from '@worksite/contract';

/**
 * Device types (SPEC §7 /api/DeviceType): a company's own list of device types, each optionally tied to a
 * telemetry kind (dust, crane, gas, tag, weighbridge, camera, lpr). The list is also the drop-down.
 */
export const deviceTypeRecord: RecordType = {
  name: 'deviceType',
  title: '设备类型',
  table: 'device_types',
  permission: { page: PAGE.deviceManage, subPage: SUBPAGE.deviceType },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  endpoints: {
    list: 'deviceTypeWhereDeviceTypeList',
    create: 'deviceTypeAdd',
    update: 'deviceTypeUpdate',
    delete: 'deviceTypeDelete',
  },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: NumberFromStringOrNumber, kind: 'number', readOnly: true, sortable: true },
    {
      key: 'typeName', writeKey: 'type_name', column: 'type_name', label: '设备类型名称', codec: t.string, required: '请输入设备类型名称',
      maxLength: 50, filterable: true, sortable: true, listed: true, excel: true,
    },
    { key: 'deviceKind', writeKey: 'device_kind', column: 'device_kind', label: '设备类别', codec: t.string, maxLength: 20, filterable: true, listed: true },
    { key: 'description', column: 'description', label: '描述', codec: t.string, maxLength: 200, listed: true, excel: true },
    { key: 'companyId', column: 'company_id', label: '所属公司', codec: NumberFromStringOrNumber, kind: 'number', readOnly: true, filterable: true },
    { key: 'createTime', column: 'create_time', label: '创建时间', codec: t.string, kind: 'date', readOnly: true, sortable: true },
  ],
};
