import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';
import { TRAINING_LEVELS } from './training-levels';

/**
 * 培训记录 (issue 21, Deliver 7; docs/decisions/0643): a training session held on a project — topic, level, the plan
 * it carries out, start and end (end not before start), hours (0–24), trainer, place. Its attendees are 培训人员
 * rows (trainingAttendee), soft-deleted with it (its delete hook).
 */
export const trainingSessionRecord = declareRecord({
  name: 'trainingSession',
  title: '培训记录',
  table: 'training_sessions',
  permission: { page: PAGE.training, subPage: SUBPAGE.trainingRecord },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  dateOrder: [{ earlier: 'startTime', later: 'endTime' }],
  api: {
    prefix: '/api/TrainingRecord',
    alias: 'trainingSession',
    calls: {
      list: { method: 'GET', action: 'WhereRecordList' },
      detail: { method: 'GET', action: 'GetRecordDetail' },
      create: { method: 'POST', action: 'CreateRecord' },
      update: { method: 'POST', action: 'ModifyRecord' },
      delete: { method: 'POST', action: 'DeleteRecord' },
    },
  },
  fields: [
    field.id({ excel: true }),
    field.text('topic', '培训主题', { required: true, maxLength: 100, filterable: true, sortable: true, listed: true, excel: true }),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true, listed: true }),
    field.text('trainingLevel', '培训级别', { choices: TRAINING_LEVELS, filterable: true, listed: true, excel: true }),
    field.remote('planId', '培训计划', 'trainingPlan', { filterable: true }),
    field.datetime('startTime', '开始时间', { required: true, sortable: true, listed: true, excel: true }),
    field.datetime('endTime', '结束时间', { required: true, sortable: true, listed: true, excel: true }),
    field.number('hours', '学时', { unit: '学时', required: true, range: { min: 0, max: 24 }, listed: true, excel: true }),
    field.text('trainer', '培训讲师', { maxLength: 50, listed: true, excel: true }),
    field.text('place', '培训地点', { maxLength: 100, excel: true }),
    field.computed('attendeeCount', '参训人数', ['training_attendees'], '本次培训的参训人员数', { listed: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
