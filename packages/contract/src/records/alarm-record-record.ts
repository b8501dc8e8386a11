import { PAGE, SUBPAGE } from '../menu/page-keys';
import { alarmFieldWire, alarmFields, alarmHistoryCall, alarmListParams } from './declaration/alarm-record-kind';
import { declareRecord } from './declaration/declare-record';

/**
 * Alarm records (paths chosen: docs/decisions/0150–0152; SPEC §2.6 links 质量安全 to /quality/alarmRecord):
 * one per threshold episode, raised by the readings, handled along the workflow below (edit button of 报警记录),
 * served by the generic mount with its moves (docs/decisions/0371).
 */
export const alarmRecordRecord = declareRecord({
  name: 'alarmRecord',
  title: '报警记录',
  table: 'alarm_records',
  live: 'alarm',
  permission: { page: PAGE.quality, subPage: SUBPAGE.alarmRecord },
  scope: 'project',
  defaultSort: 'raised_at',
  api: {
    prefix: '/api/AlarmRecord',
    alias: 'alarmRecord',
    calls: {
      list: { method: 'GET', action: 'WhereAlarmList', params: alarmListParams },
      detail: { method: 'GET', action: 'GetAlarmDetail' },
    },
    more: {
      acknowledge: { method: 'POST', action: 'AcknowledgeAlarm', button: 'edit' },
      measures: { method: 'POST', action: 'ModifyAlarmMeasures', button: 'edit' },
      close: { method: 'POST', action: 'CloseAlarm', button: 'edit' },
      history: alarmHistoryCall,
    },
  },
  workflows: [
    {
      field: 'status',
      lookup: 'alarmRecordStatus',
      initial: 1,
      transitions: [
        { from: [1], to: 2, button: 'edit', label: '确认', call: 'acknowledge' },
        { from: [1, 2], to: 2, button: 'edit', label: '填写处理措施', call: 'measures', fields: ['measures'] },
        { from: [1, 2], to: 3, button: 'edit', label: '关闭', call: 'close', fields: ['measures'] },
      ],
    },
  ],
  fields: alarmFields({ byDeviceType: true }),
  wire: {
    fields: alarmFieldWire,
    calls: {
      list: { name: 'alarmRecordList' },
      detail: { name: 'alarmRecordDetail' },
      acknowledge: { name: 'alarmRecordAcknowledge' },
      measures: { name: 'alarmRecordMeasures' },
      close: { name: 'alarmRecordClose' },
      history: { name: 'alarmRecordHistory' },
    },
  },
});
