import * as t from 'io-ts';
import { NumberFromStringOrNumber, PAGE, StringFromStringOrNumber, SUBPAGE, type RecordType } from '@worksite/contract';
import { messages } from '../../shared/messages';

const n = NumberFromStringOrNumber;

/**
 * Mixing plants (搅拌站), SPEC §7's concrete devices (/api/PCConcDevice). Owned by a concrete company; its
 * district is the company's. Audited through AuditDevice (concrete-status-calls.ts).
 */
export const concPlantRecord: RecordType = {
  name: 'concPlant',
  title: '搅拌站',
  table: 'conc_plants',
  permission: { page: PAGE.concrete, subPage: SUBPAGE.concDevice },
  scope: 'company',
  scopeColumns: { district: 'district_code' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  endpoints: {
    list: 'concDeviceWhereDeviceList',
    detail: 'concDevicePCGetDeviceDetail',
    create: 'concDeviceCreateConcDevice',
    update: 'concDeviceModifyConcDeviceManage',
    delete: 'concDeviceDeleteConcDevice',
  },
  fields: [
    { key: 'id', column: 'id', label: '编号', codec: n, kind: 'number', readOnly: true, sortable: true },
    { key: 'plantName', writeKey: 'plant_name', column: 'plant_name', label: '搅拌站名称', codec: t.string, required: messages.concPlantNameRequired, maxLength: 100, filterable: true, sortable: true, listed: true, excel: true },
    { key: 'plantCode', writeKey: 'plant_code', column: 'plant_code', label: '设备编号', codec: StringFromStringOrNumber, maxLength: 64, filterable: true, listed: true, excel: true },
    { key: 'address', column: 'address', label: '地址', codec: t.string, maxLength: 200, listed: true, excel: true },
    { key: 'lng', column: 'lng', label: '经度', codec: n, kind: 'number' },
    { key: 'lat', column: 'lat', label: '纬度', codec: n, kind: 'number' },
    { key: 'capacityPerHour', writeKey: 'capacity_per_hour', column: 'capacity_per_hour', label: '产能(m³/h)', codec: n, kind: 'number', listed: true, excel: true },
    { key: 'status', column: 'status', label: '状态', codec: n, kind: 'number', filterable: true, listed: true },
    { key: 'auditStatus', column: 'audit_status', label: '审核状态', codec: n, kind: 'number', readOnly: true, filterable: true, listed: true },
    { key: 'lastSeenAt', column: 'last_seen_at', label: '最近上报时间', codec: t.string, kind: 'date', readOnly: true, sortable: true, listed: true },
    { key: 'companyId', column: 'company_id', label: '所属公司', codec: n, kind: 'number', readOnly: true },
    { key: 'districtCode', column: 'district_code', label: '所属区域', codec: t.string, readOnly: true },
    { key: 'createTime', column: 'create_time', label: '创建时间', codec: t.string, kind: 'date', readOnly: true, sortable: true },
  ],
};
