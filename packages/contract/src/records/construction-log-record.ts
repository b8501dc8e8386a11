import * as t from 'io-ts';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/** 天气 as a site log records it (chosen; SPEC gives no codes). */
export const LOG_WEATHER = ['晴', '多云', '阴', '小雨', '中雨', '大雨', '雷阵雨', '雪', '雾', '霾'] as const;

/**
 * 施工管理 › 施工日志 (issue 22, Deliver 3; docs/decisions/0720): one log per project and site day (business key
 * 日期 per project) — weather, temperature, the work done, machinery, problems, recorder; 在场人数 is computed from
 * that day's attendance (workers of the project with an attendance row on the day). Project scope, soft delete, Excel export.
 */
export const constructionLogRecord = declareRecord({
  name: 'constructionLog',
  title: '施工日志',
  table: 'construction_logs',
  permission: { page: PAGE.pName, subPage: SUBPAGE.constructionManagement },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'log_date',
  key: { fields: ['logDate'], per: 'project' },
  api: {
    prefix: '/api/ConstructionLog',
    alias: 'constructionLog',
    calls: {
      list: { method: 'GET', action: 'WhereLogList' },
      detail: { method: 'GET', action: 'GetLogDetail' },
      create: { method: 'POST', action: 'CreateLog' },
      update: { method: 'POST', action: 'ModifyLog' },
      delete: { method: 'POST', action: 'DeleteLog' },
    },
  },
  fields: [
    field.id({ excel: true }),
    field.date('logDate', '日期', { required: true, window: 'notAfterToday', filterable: true, sortable: true, listed: true, excel: true }),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true, listed: true, excel: true }),
    field.text('weather', '天气', { choices: LOG_WEATHER, filterable: true, listed: true, excel: true }),
    field.text('temperature', '气温', { maxLength: 20, listed: true, excel: true }),
    field.multiline('workContent', '施工内容', { required: true, maxLength: 2000, filterable: true, listed: true, excel: true }),
    field.computed('workersOnSite', '在场人数', ['attendance_records'], '当日有考勤记录的本项目人员数', { codec: t.number, listed: true, excel: true }),
    field.multiline('machinery', '机械设备', { maxLength: 500, excel: true }),
    field.multiline('problems', '存在问题', { maxLength: 1000, listed: true, excel: true }),
    field.text('recorder', '记录人', { maxLength: 50, filterable: true, listed: true, excel: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
