import { ALARM_RECORD_STATUS } from '@worksite/lookups';
import * as t from 'io-ts';
import { NumberFromStringOrNumber, maybe } from '../codecs/lenient';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { defineEndpoints, perm } from './define-endpoints';

/**
 * Alarm thresholds, alarm records and the live push stream (issue 5 deliverable 4; paths chosen in
 * docs/decisions/0150–0152, SPEC §2.6 links 质量安全 to /quality/alarmRecord).
 */

/** Alarm record status: 1 open (待处理), 2 acknowledged (处理中), 3 closed (已关闭); the table is `@worksite/lookups`'. */
export const ALARM_STATUS = ALARM_RECORD_STATUS;

/** A threshold as listed: scopeKind platform (company_id null), company (project null) or project. */
export const AlarmThreshold = t.intersection([
  t.type({ id: NumberFromStringOrNumber, deviceType: t.string, metric: t.string, level: NumberFromStringOrNumber }),
  t.partial({
    scopeKind: t.keyof({ platform: null, company: null, project: null }),
    companyId: maybe(NumberFromStringOrNumber),
    companyName: maybe(t.string),
    projectId: maybe(NumberFromStringOrNumber),
    projectName: maybe(t.string),
    metricName: maybe(t.string),
    unit: maybe(t.string),
    upperLimit: maybe(NumberFromStringOrNumber),
    lowerLimit: maybe(NumberFromStringOrNumber),
    levelName: maybe(t.string),
    durationSeconds: maybe(NumberFromStringOrNumber),
    clearSeconds: maybe(NumberFromStringOrNumber),
    /** HH:MM (China time) or '' for all day; windows may wrap midnight (22:00–06:00). */
    activeFrom: maybe(t.string),
    activeTo: maybe(t.string),
    enabled: maybe(NumberFromStringOrNumber),
    remark: maybe(t.string),
    updateTime: maybe(t.string),
  }),
]);
export type AlarmThreshold = t.TypeOf<typeof AlarmThreshold>;

/** An alarm record (one per threshold episode). */
export const AlarmRecord = t.intersection([
  t.type({ id: NumberFromStringOrNumber, deviceId: NumberFromStringOrNumber, metric: t.string, level: NumberFromStringOrNumber, status: NumberFromStringOrNumber }),
  t.partial({
    deviceName: maybe(t.string),
    deviceType: maybe(t.string),
    companyId: maybe(NumberFromStringOrNumber),
    projectId: maybe(NumberFromStringOrNumber),
    projectName: maybe(t.string),
    districtCode: maybe(t.string),
    thresholdId: maybe(NumberFromStringOrNumber),
    metricName: maybe(t.string),
    unit: maybe(t.string),
    value: maybe(NumberFromStringOrNumber),
    peakValue: maybe(NumberFromStringOrNumber),
    upperLimit: maybe(NumberFromStringOrNumber),
    lowerLimit: maybe(NumberFromStringOrNumber),
    levelName: maybe(t.string),
    statusName: maybe(t.string),
    startedAt: maybe(t.string),
    raisedAt: maybe(t.string),
    recoveredAt: maybe(t.string),
    measures: maybe(t.string),
    acknowledgedBy: maybe(t.string),
    acknowledgedAt: maybe(t.string),
    handledBy: maybe(t.string),
    handledAt: maybe(t.string),
    closedBy: maybe(t.string),
    closedAt: maybe(t.string),
  }),
]);
export type AlarmRecord = t.TypeOf<typeof AlarmRecord>;

const TH = '/api/AlarmThreshold';
const AR = '/api/AlarmRecord';
const thresholdPerm = (button: 'add' | 'edit' | 'delete' | 'search') => perm(PAGE.deviceManage, SUBPAGE.deviceType, button);
const recordPerm = () => perm(PAGE.quality, SUBPAGE.alarmRecord, 'search');
/** Handling (acknowledge, measures, close) is a write: it needs the edit button of 报警记录 (docs/decisions/0152). */
const handlePerm = () => perm(PAGE.quality, SUBPAGE.alarmRecord, 'edit');
const chosen = { pathChosen: true } as const;

export const alarmEndpoints = defineEndpoints({
  alarmThresholdList: {
    ...chosen, method: 'GET', path: `${TH}/WhereThresholdList`, access: thresholdPerm('search'), envelope: 'list', response: AlarmThreshold,
    summary: '报警阈值列表（deviceType, metric, projectId, scopeKind 筛选；平台默认、公司默认与项目阈值）',
  },
  alarmThresholdDetail: { ...chosen, method: 'GET', path: `${TH}/GetThresholdDetail`, access: thresholdPerm('search'), response: AlarmThreshold },
  alarmThresholdCreate: {
    ...chosen, method: 'POST', path: `${TH}/CreateThreshold`, access: thresholdPerm('add'),
    summary: '新增阈值：deviceType, metric, upperLimit 和/或 lowerLimit, level, durationSeconds, clearSeconds, activeFrom/activeTo, projectId（空为公司默认）',
  },
  alarmThresholdModify: { ...chosen, method: 'POST', path: `${TH}/ModifyThreshold`, access: thresholdPerm('edit') },
  alarmThresholdDelete: { ...chosen, method: 'POST', path: `${TH}/DeleteThreshold`, access: thresholdPerm('delete') },
  alarmRecordList: {
    ...chosen, method: 'GET', path: `${AR}/WhereAlarmList`, access: recordPerm(), envelope: 'list', response: AlarmRecord,
    summary: '报警记录列表（status, level, projectId, deviceId, deviceType, metric, startDate, endDate 筛选）',
  },
  alarmRecordDetail: { ...chosen, method: 'GET', path: `${AR}/GetAlarmDetail`, access: recordPerm(), response: AlarmRecord },
  alarmRecordAcknowledge: { ...chosen, method: 'POST', path: `${AR}/AcknowledgeAlarm`, access: handlePerm(), response: AlarmRecord },
  alarmRecordMeasures: { ...chosen, method: 'POST', path: `${AR}/ModifyAlarmMeasures`, access: handlePerm(), response: AlarmRecord },
  alarmRecordClose: { ...chosen, method: 'POST', path: `${AR}/CloseAlarm`, access: handlePerm(), response: AlarmRecord },
  pushStream: {
    ...chosen, method: 'GET', path: '/api/Push/Stream', access: 'session',
    summary: 'SSE 实时推送（token 参数）：notice / alarm / reading / heartbeat 事件，仅推送调用者数据范围内的设备（apps/server/src/push/README.md）',
  },
});
