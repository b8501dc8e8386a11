import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';
import { TRAINING_LEVELS } from './training-levels';

/**
 * 培训计划 (issue 21, Deliver 7; docs/decisions/0642): a project's training plans — name (unique per project), level
 * (三级教育's 公司级 / 项目级 / 班组级, or 专项培训), planned period (end not before start), planned hours (≥ 0),
 * trainer and content. Sessions (培训记录) may name the plan they carry out.
 */
export const trainingPlanRecord = declareRecord({
  name: 'trainingPlan',
  title: '培训计划',
  table: 'training_plans',
  permission: { page: PAGE.training, subPage: SUBPAGE.trainingPlan },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  key: { fields: ['planName'], per: 'project' },
  dateOrder: [{ earlier: 'startDate', later: 'endDate' }],
  api: {
    prefix: '/api/TrainingPlan',
    alias: 'trainingPlan',
    calls: {
      list: { method: 'GET', action: 'WherePlanList' },
      detail: { method: 'GET', action: 'GetPlanDetail' },
      create: { method: 'POST', action: 'CreatePlan' },
      update: { method: 'POST', action: 'ModifyPlan' },
      delete: { method: 'POST', action: 'DeletePlan' },
    },
  },
  fields: [
    field.id(),
    field.text('planName', '计划名称', { required: true, maxLength: 100, filterable: true, sortable: true, listed: true }),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true, listed: true }),
    field.text('trainingLevel', '培训级别', { choices: TRAINING_LEVELS, filterable: true, listed: true }),
    field.date('startDate', '开始日期', { required: true, sortable: true, listed: true }),
    field.date('endDate', '结束日期', { required: true, sortable: true, listed: true }),
    field.number('plannedHours', '计划学时', { unit: '学时', range: { min: 0, max: 1000 }, listed: true }),
    field.text('trainer', '培训讲师', { maxLength: 50, listed: true }),
    field.multiline('content', '培训内容', { maxLength: 1000 }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
