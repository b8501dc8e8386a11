import * as t from 'io-ts';
import { AlarmThreshold } from '../codecs/alarm-threshold';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * Alarm thresholds (paths chosen: docs/decisions/0150–0152): platform defaults (no company), company defaults
 * (no project) and project thresholds, per device type and metric; edited on 质量安全 › 报警阈值 (docs/decisions/0376). On the generic mount with hooks (areas/alarms,
 * docs/decisions/0493): what a caller reads (defaults of other levels) is wider than what it writes, a change
 * reloads every process's cache and a Modify is checked merged with the stored row (docs/decisions/0312).
 */
export const alarmThresholdRecord = declareRecord({
  name: 'alarmThreshold',
  title: '报警阈值',
  table: 'alarm_thresholds',
  permission: { page: PAGE.quality, subPage: SUBPAGE.alarmThreshold },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/AlarmThreshold',
    alias: 'alarmThreshold',
    calls: {
      list: { method: 'GET', action: 'WhereThresholdList' },
      detail: { method: 'GET', action: 'GetThresholdDetail' },
      create: { method: 'POST', action: 'CreateThreshold' },
      update: { method: 'POST', action: 'ModifyThreshold' },
      delete: { method: 'POST', action: 'DeleteThreshold' },
    },
  },
  fields: [
    field.id(),
    field.lookup('deviceType', '设备类型', 'deviceKind', { kind: 'string', codec: t.string, required: m.deviceTypeRequired, filterable: true, listed: true }),
    field.lookup('metric', '监测指标', 'telemetryMetric', { kind: 'string', codec: t.string, required: m.metricRequired, maxLength: 32, filterable: true, listed: true }),
    field.remote('projectId', '项目', 'project', { filterable: true, listed: true }),
    field.number('upperLimit', '上限', { listed: true }),
    field.number('lowerLimit', '下限', { listed: true }),
    field.lookup('level', '报警级别', 'alarmLevel', { required: m.alarmLevelRequired, filterable: true, listed: true }),
    field.number('durationSeconds', '持续时间(秒)', { unit: '秒' }),
    field.number('clearSeconds', '恢复时间(秒)', { unit: '秒' }),
    field.time('activeFrom', '开始时间'),
    field.time('activeTo', '结束时间'),
    field.switch('enabled', '启用', { listed: true }),
    field.multiline('remark', '备注', { maxLength: 200 }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.computed('scopeKind', '适用范围', ['company_id', 'project_id'], '无公司为平台默认，无项目为公司默认，否则为项目阈值'),
    field.datetime('updateTime', '更新时间', { readOnly: true }),
  ],
  wire: {
    fields: {
      id: { aliases: ['thresholdId'] },
      level: { aliases: ['alarmLevel'] },
    },
    calls: {
      list: { name: 'alarmThresholdList', response: AlarmThreshold },
      detail: { name: 'alarmThresholdDetail', response: AlarmThreshold },
      create: { name: 'alarmThresholdCreate' },
      update: { name: 'alarmThresholdModify' },
      delete: { name: 'alarmThresholdDelete' },
    },
  },
});
