import * as t from 'io-ts';
import { NumberFromStringOrNumber } from '../codecs/lenient';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { param } from '../call-params/call-param';
import { auditWorkflow } from './declaration/audit-workflow';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const LIST = { envelope: 'list' } as const;

/**
 * Mixing plants (搅拌站), SPEC §7's concrete devices (/api/PCConcDevice). Owned by a concrete company; its
 * district is the company's. Audited through AuditDevice; online state computed from the last report.
 */
export const concPlantRecord = declareRecord({
  name: 'concPlant',
  title: '搅拌站',
  table: 'conc_plants',
  permission: { page: PAGE.concrete, subPage: SUBPAGE.concDevice },
  scope: 'company',
  scopeColumns: { district: 'district_code' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/PCConcDevice',
    alias: 'concDevice',
    calls: {
      detail: { method: 'GET', action: 'PCGetDeviceDetail' },
      list: { method: 'GET', action: 'WhereDeviceList' },
      audit: { method: 'POST', action: 'AuditDevice' },
      create: { method: 'POST', action: 'CreateConcDevice' },
      delete: { method: 'POST', action: 'DeleteConcDevice' },
      update: { method: 'POST', action: 'ModifyConcDeviceManage' },
    },
    more: {
      monitor: { method: 'GET', action: 'QueryDeviceInfoPageByMonitor', ...LIST, params: { plant_name: param.text('搅拌站名称', ['plantName', 'name']) } },
    },
  },
  workflows: [auditWorkflow],
  fields: [
    field.id(),
    field.text('plantName', '搅拌站名称', { required: m.concPlantNameRequired, maxLength: 100, filterable: true, sortable: true, listed: true, excel: true }),
    field.code('plantCode', '设备编号', { maxLength: 64, filterable: true, listed: true, excel: true }),
    field.text('address', '地址', { maxLength: 200, listed: true, excel: true }),
    field.geometry('lng', '经度', 'point', { codec: NumberFromStringOrNumber, kind: 'number' }),
    field.geometry('lat', '纬度', 'point', { codec: NumberFromStringOrNumber, kind: 'number' }),
    field.number('capacityPerHour', '产能(m³/h)', { required: m.concCapacityRequired, range: { min: 0 }, unit: 'm³/h', listed: true, excel: true }),
    field.lookup('status', '状态', 'plantStatus', { filterable: true, listed: true }),
    field.lookup('auditStatus', '审核状态', 'auditStatus', { readOnly: true, filterable: true, listed: true }),
    field.datetime('lastSeenAt', '最近上报时间', { readOnly: true, sortable: true, listed: true }),
    field.computed('online', '在线状态', ['last_seen_at'], '最近上报在 10 分钟内为在线', { codec: t.boolean }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.district('districtCode', '所属区域', { readOnly: true }),
    field.createTime(),
  ],
  wire: {
    specPaths: ['detail', 'list', 'audit', 'create', 'update', 'monitor'],
    fields: {
      plantName: { writeKey: 'plant_name' },
      plantCode: { writeKey: 'plant_code' },
      capacityPerHour: { writeKey: 'capacity_per_hour' },
    },
  },
});
