import * as t from 'io-ts';
import { param } from '../../call-params/call-param';
import { recordMessages as m } from '../record-messages';
import { declareRecord } from './declare-record';
import { field } from './fields';
import type { RecordCall, RecordType } from './record-declaration';
import type { RecordWire } from './record-wire';

/**
 * The fields of an alarm record (docs/decisions/0152), shared by 报警记录 and its views by device kind
 * (环境报警, 气体报警, 定位报警 — docs/decisions/0370): the same table, filtered by `device_type`.
 */
export function alarmFields(options: { readonly byDeviceType: boolean }) {
  return [
    field.id(),
    field.text('deviceName', '设备名称', { readOnly: true, filterable: true, listed: true, excel: true }),
    // Named by the device name the alarm keeps (the devices of all kinds are no one list to read it from; 0550).
    field.remote('deviceId', '设备', 'device', { readOnly: true, labelKey: 'deviceName' }),
    field.lookup('deviceType', '设备类型', 'deviceKind', { kind: 'string', codec: t.string, readOnly: true, filterable: options.byDeviceType, listed: options.byDeviceType, excel: true }),
    field.remote('projectId', '项目', 'project', { readOnly: true, filterable: true }),
    // A threshold has no name: the alarm shows the limits it was raised against (上限, 下限) instead of its id (0550).
    field.remote('thresholdId', '报警阈值', 'alarmThreshold', { readOnly: true, hidden: true }),
    field.lookup('metric', '监测指标', 'telemetryMetric', { kind: 'string', codec: t.string, readOnly: true, filterable: true, listed: true, excel: true }),
    field.number('value', '报警值', { readOnly: true, listed: true, excel: true }),
    field.number('peakValue', '峰值', { readOnly: true, listed: true, excel: true }),
    field.number('upperLimit', '上限', { readOnly: true }),
    field.number('lowerLimit', '下限', { readOnly: true }),
    field.lookup('level', '报警级别', 'alarmLevel', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.lookup('status', '处理状态', 'alarmRecordStatus', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.datetime('raisedAt', '报警时间', { readOnly: true, filterable: true, sortable: true, listed: true, excel: true }),
    field.datetime('startedAt', '开始时间', { readOnly: true, sortable: true }),
    field.datetime('recoveredAt', '恢复时间', { readOnly: true, listed: true, excel: true }),
    field.multiline('measures', '处理措施', { required: m.alarmMeasuresRequired, maxLength: 1000, excel: true }),
    field.datetime('acknowledgedAt', '确认时间', { readOnly: true }),
    field.datetime('handledAt', '处理时间', { readOnly: true }),
    field.datetime('closedAt', '关闭时间', { readOnly: true }),
    field.createTime(),
  ];
}

/**
 * The alarm lists' own parameters beside strWhere (docs/decisions/0152, 0413; the workbench and screens send
 * them): status (one or a comma list of 1–3), level, project, device, device type, metric, and a range of site days
 * on the raise time. Read by the lists and their Excel export.
 */
export const alarmListParams = {
  status: param.text('处理状态'),
  level: param.text('报警级别', ['alarmLevel']),
  projectId: param.id('项目', ['project_id']),
  deviceId: param.id('设备', ['device_id']),
  deviceType: param.text('设备类型', ['device_type']),
  metric: param.text('监测指标'),
  startDate: param.text('开始日期', ['startTime', 'beginDate'], { format: 'date' }),
  endDate: param.text('结束日期', ['endTime'], { format: 'date' }),
} as const;

/**
 * GetAlarmHistory: the audit trail of one alarm (who acknowledged, recorded measures, closed, when), entries
 * as docs/decisions/0373 describes them; left undeclared in the catalogue, as other history
 * answers are (it keeps the codec out of the web's initial bundle).
 */
export const alarmHistoryCall: RecordCall = { method: 'GET', action: 'GetAlarmHistory', button: 'search' };

/** The names SPEC's alarm calls accept for the alarm fields on save (`alarmId`, `alarmLevel`, `handleMeasures`). */
export const alarmFieldWire: RecordWire['fields'] = {
  id: { aliases: ['alarmId'] },
  level: { aliases: ['alarmLevel'] },
  measures: { aliases: ['handleMeasures', 'content'] },
};

/** A read-only view of the alarm records of one device kind under a sub-page of its own (环境报警 …). */
export function alarmView(view: {
  readonly name: string;
  readonly title: string;
  readonly permission: { readonly page: string; readonly subPage: string };
  readonly deviceType: string;
  readonly prefix: string;
  readonly alias: string;
  readonly action: string;
}): RecordType {
  return declareRecord({
    name: view.name,
    title: view.title,
    table: 'alarm_records',
    live: 'alarm',
    permission: view.permission,
    scope: 'project',
    fixed: { device_type: view.deviceType },
    defaultSort: 'raised_at',
    api: {
      prefix: view.prefix,
      alias: view.alias,
      calls: {
        list: { method: 'GET', action: `Where${view.action}List`, params: alarmListParams },
        detail: { method: 'GET', action: `Get${view.action}Detail` },
      },
      more: { history: alarmHistoryCall },
    },
    fields: alarmFields({ byDeviceType: false }),
    wire: { fields: alarmFieldWire, calls: { history: { name: `${view.alias}History` } } },
  });
}
