import * as t from 'io-ts';
import { AlarmRecord } from '../codecs/alarm-record';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * Alarm records (paths chosen: docs/decisions/0150–0152; SPEC §2.6 links 质量安全 to /quality/alarmRecord):
 * one per threshold episode, raised by the readings, handled along the workflow below (edit button of 报警记录).
 * Served by hand (areas/alarms).
 */
export const alarmRecordRecord = declareRecord({
  name: 'alarmRecord',
  title: '报警记录',
  table: 'alarm_records',
  permission: { page: PAGE.quality, subPage: SUBPAGE.alarmRecord },
  scope: 'project',
  defaultSort: 'id',
  api: {
    prefix: '/api/AlarmRecord',
    alias: 'alarmRecord',
    chosen: true,
    codecs: 'spec',
    calls: {
      list: {
        name: 'alarmRecordList', method: 'GET', action: 'WhereAlarmList', response: AlarmRecord,
        summary: '报警记录列表（status, level, projectId, deviceId, deviceType, metric, startDate, endDate 筛选）',
      },
      detail: { name: 'alarmRecordDetail', method: 'GET', action: 'GetAlarmDetail', response: AlarmRecord },
    },
    more: {
      acknowledge: { name: 'alarmRecordAcknowledge', method: 'POST', action: 'AcknowledgeAlarm', button: 'edit', response: AlarmRecord },
      measures: { name: 'alarmRecordMeasures', method: 'POST', action: 'ModifyAlarmMeasures', button: 'edit', response: AlarmRecord },
      close: { name: 'alarmRecordClose', method: 'POST', action: 'CloseAlarm', button: 'edit', response: AlarmRecord },
    },
  },
  workflows: [
    {
      field: 'status',
      lookup: 'alarmRecordStatus',
      initial: 1,
      final: [3],
      transitions: [
        { from: [1], to: 2, button: 'edit', label: '确认', call: 'acknowledge' },
        { from: [1, 2], to: 3, button: 'edit', label: '关闭', call: 'close' },
      ],
    },
  ],
  fields: [
    field.id(),
    field.remote('deviceId', '设备', 'device', { readOnly: true, filterable: true }),
    field.text('deviceName', '设备名称', { readOnly: true, listed: true, excel: true }),
    field.lookup('deviceType', '设备类型', 'deviceKind', { kind: 'string', codec: t.string, readOnly: true, filterable: true, listed: true }),
    field.remote('projectId', '项目', 'project', { readOnly: true, filterable: true }),
    field.remote('thresholdId', '报警阈值', 'alarmThreshold', { readOnly: true }),
    field.text('metric', '监测指标', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.number('value', '报警值', { readOnly: true, listed: true, excel: true }),
    field.number('peakValue', '峰值', { readOnly: true, listed: true, excel: true }),
    field.lookup('level', '报警级别', 'alarmLevel', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.lookup('status', '处理状态', 'alarmRecordStatus', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.datetime('startedAt', '开始时间', { readOnly: true, filterable: true, sortable: true, listed: true, excel: true }),
    field.datetime('raisedAt', '报警时间', { readOnly: true, sortable: true, listed: true }),
    field.datetime('recoveredAt', '恢复时间', { readOnly: true, listed: true }),
    field.multiline('measures', '处理措施', { required: m.alarmMeasuresRequired, maxLength: 1000, excel: true }),
    field.datetime('acknowledgedAt', '确认时间', { readOnly: true }),
    field.datetime('handledAt', '处理时间', { readOnly: true }),
    field.datetime('closedAt', '关闭时间', { readOnly: true }),
    field.createTime(),
  ],
});
