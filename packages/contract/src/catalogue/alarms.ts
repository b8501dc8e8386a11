import { ALARM_RECORD_STATUS } from '@worksite/lookups';
import { alarmRecordRecord } from '../records/alarm-record-record';
import { alarmThresholdRecord } from '../records/alarm-threshold-record';
import { OneUseTicket, TicketRequest } from '../codecs/one-use-ticket';
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
    pathChosen: true, method: 'GET', path: '/api/Push/Stream', access: 'session', ticket: 'push',
    summary: 'SSE 实时推送（ticket 参数：pushTicket 发放的一次性凭证）：notice / alarm / reading / heartbeat 事件，仅推送调用者数据范围内的设备（apps/server/src/push/README.md）',
  },
  pushTicket: {
    pathChosen: true, method: 'POST', path: '/api/Push/Ticket', access: 'session', request: TicketRequest, response: OneUseTicket,
    summary: '发放一次性凭证（30 秒内使用一次）：打开推送流时放在 ticket 参数中，代替会话令牌（docs/decisions/0506）',
  },
});
