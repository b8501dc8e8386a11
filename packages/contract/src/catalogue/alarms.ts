import { ALARM_RECORD_STATUS } from '@worksite/lookups';
import { alarmRecordRecord } from '../records/alarm-record-record';
import { alarmThresholdRecord } from '../records/alarm-threshold-record';
import { callSpec } from '../records/derive/record-catalogue';
import { defineEndpoints } from '../define-endpoints';

/**
 * Alarm thresholds, alarm records (derived from their declarations in records/) and the live push stream
 * (issue 5 deliverable 4; paths chosen in docs/decisions/0150–0152).
 */

/** Alarm record status: 1 open (待处理), 2 acknowledged (处理中), 3 closed (已关闭); the table is `@worksite/lookups`'. */
export const ALARM_STATUS = ALARM_RECORD_STATUS;

export { AlarmThreshold } from '../codecs/alarm-threshold';

const th = <K extends string>(key: K) => callSpec(alarmThresholdRecord, key);
const ar = <K extends string>(key: K) => callSpec(alarmRecordRecord, key);

export const alarmEndpoints = defineEndpoints({
  alarmThresholdList: th('list'),
  alarmThresholdDetail: th('detail'),
  alarmThresholdCreate: th('create'),
  alarmThresholdModify: th('update'),
  alarmThresholdDelete: th('delete'),
  alarmRecordList: ar('list'),
  alarmRecordDetail: ar('detail'),
  alarmRecordAcknowledge: ar('acknowledge'),
  alarmRecordMeasures: ar('measures'),
  alarmRecordClose: ar('close'),
  alarmRecordHistory: ar('history'),
  pushStream: {
    pathChosen: true, method: 'GET', path: '/api/Push/Stream', access: 'session',
    summary: 'SSE 实时推送（token 参数）：notice / alarm / reading / heartbeat 事件，仅推送调用者数据范围内的设备（apps/server/src/push/README.md）',
  },
});
