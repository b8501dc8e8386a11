import * as t from 'io-ts';
import type { DeviceKindCode } from '@worksite/lookups';
import { Device } from '../../codecs/device';
import { NumberFromStringOrNumber, StringFromStringOrNumber } from '../../codecs/lenient';
import { recordMessages as m } from '../record-messages';
import { auditWorkflow } from './audit-workflow';
import { declareRecord } from './declare-record';
import { field } from './fields';

/** Where the device calls of one telemetry kind live and which page guards them. */
export interface DeviceKindApi {
  readonly kind: DeviceKindCode;
  readonly title: string;
  readonly resource: string;
  readonly alias: string;
  readonly page: string;
  readonly subPage: string;
  /** SPEC shows no path for the resource (the telemetry kinds SPEC's device list lacks). */
  readonly chosen?: boolean;
}

/**
 * The declaration of the devices of one telemetry kind (SPEC §7 "Devices": PCWhereDeviceList,
 * GetDeviceDetailByID, PCCreateDevice, PCModifyDevice, PCDeleteDevice; docs/decisions/0142). All kinds share
 * the `devices` table, told apart by `device_type`; the generic mount serves them with the kind's hooks
 * (areas/devices: the ingest key, docs/decisions/0495). A row carries `extra` as the JSON object it is, so the
 * list and detail answer the `Device` codec. Online state is computed from the last report; a new device awaits
 * audit (0381).
 */
export function deviceRecordKind<const D extends DeviceKindApi>(d: D) {
  return declareRecord({
    name: `${d.alias}`,
    title: d.title,
    table: 'devices',
    permission: { page: d.page, subPage: d.subPage },
    scope: 'project',
    softDeleteColumn: 'if_del',
    fixed: { device_type: d.kind },
    defaultSort: 'id',
    // One live device of a serial per company, whatever its kind (docs/decisions/0530).
    key: { fields: ['serialNo'], per: 'company' },
    api: {
      prefix: `/api/${d.resource}`,
      alias: d.alias,
      // SPEC gives the paths of the kinds its device list names; AuditDevice it names for concrete and inspection devices only (0381).
      calls: {
        list: { method: 'GET', action: 'PCWhereDeviceList' },
        detail: { method: 'GET', action: 'GetDeviceDetailByID' },
        create: { method: 'POST', action: 'PCCreateDevice' },
        update: { method: 'POST', action: 'PCModifyDevice' },
        delete: { method: 'POST', action: 'PCDeleteDevice' },
        audit: { method: 'POST', action: 'AuditDevice' },
      },
    },
    workflows: [auditWorkflow],
    fields: [
      field.id(),
      field.text('deviceName', '设备名称', { column: 'name', required: m.deviceNameRequired, maxLength: 100, filterable: true, listed: true, excel: true }),
      field.code('serialNo', '设备编号', { maxLength: 64, filterable: true, listed: true, excel: true }),
      field.remote('projectId', '所属项目', 'project', { labelKey: 'projectName', required: m.deviceProjectRequired, filterable: true }),
      field.lookup('deviceType', '设备类别', 'deviceKind', { codec: t.string, kind: 'string', readOnly: true }),
      field.geometry('lng', '经度', 'point', { codec: NumberFromStringOrNumber, kind: 'number' }),
      field.geometry('lat', '纬度', 'point', { codec: NumberFromStringOrNumber, kind: 'number' }),
      field.switch('status', '启用', { filterable: true, listed: true }),
      field.multiline('extra', '扩展参数', { codec: StringFromStringOrNumber, maxLength: 4000 }),
      field.text('keyHint', '密钥尾号', { readOnly: true, listed: true }),
      field.datetime('lastSeenAt', '最近上报时间', { readOnly: true, listed: true }),
      { ...field.computed('online', '在线状态', ['last_seen_at'], '最近上报在在线时限内为在线', { codec: t.boolean, listed: true }), input: { type: 'lookup', table: 'onlineState' } },
      field.lookup('auditStatus', '审核状态', 'auditStatus', { readOnly: true, filterable: true, listed: true }),
      field.remote('companyId', '所属公司', 'company', { readOnly: true }),
      field.district('districtCode', '所属区域', { readOnly: true }),
      field.createTime(),
    ],
    wire: {
      specPaths: d.chosen ? [] : ['list', 'detail', 'create', 'update', 'delete'],
      fields: {
        deviceName: { writeKey: 'device_name', aliases: ['name'] },
        serialNo: { writeKey: 'serial_no', aliases: ['device_no', 'deviceNo'] },
        projectId: { writeKey: 'project_id' },
        lng: { aliases: ['longitude'] },
        lat: { aliases: ['latitude'] },
      },
      calls: { list: { response: Device }, detail: { response: Device } },
    },
  });
}
