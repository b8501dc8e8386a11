import * as t from 'io-ts';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * 项目进度 › 进度计划 (issue 22, Deliver 3; docs/decisions/0721, 0722): a plan's tasks by WBS code (unique per project;
 * the parent is the code without its last segment), predecessors as WBS codes of the same project, planned start and
 * end (end not before start), actual start and end, 完成百分比 0–100, milestone flag, responsible. 延期 (是 / 否) is
 * computed by the server: planned end before the site day and not 100 %, or actual end after planned end. The page
 * draws the tasks as a Gantt chart above the list; Excel export and import (key: WBS per project).
 */
export const planTaskRecord = declareRecord({
  name: 'planTask',
  title: '进度任务',
  table: 'plan_tasks',
  permission: { page: PAGE.projectSchedules, subPage: SUBPAGE.projectSchedule },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'wbs_code',
  key: { fields: ['wbsCode'], per: 'project' },
  dateOrder: [
    { earlier: 'plannedStart', later: 'plannedEnd' },
    { earlier: 'actualStart', later: 'actualEnd' },
  ],
  api: {
    prefix: '/api/PlanTask',
    alias: 'planTask',
    calls: {
      list: { method: 'GET', action: 'WhereTaskList' },
      detail: { method: 'GET', action: 'GetTaskDetail' },
      create: { method: 'POST', action: 'CreateTask' },
      update: { method: 'POST', action: 'ModifyTask' },
      delete: { method: 'POST', action: 'DeleteTask' },
    },
  },
  fields: [
    field.id({ excel: true }),
    field.code('wbsCode', 'WBS编码', {
      required: true, maxLength: 30, rules: [{ check: 'wbsCode', message: m.formatInvalid('WBS编码') }],
      filterable: true, sortable: true, listed: true, excel: true,
    }),
    field.text('taskName', '任务名称', { required: true, maxLength: 100, filterable: true, sortable: true, listed: true, excel: true }),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true, listed: true, excel: true }),
    field.computed('parentName', '上级任务', ['wbs_code'], 'WBS编码去掉最后一段所指的任务', { codec: t.string, listed: true }),
    field.code('predecessors', '前置任务', { maxLength: 200, listed: true, excel: true }),
    field.date('plannedStart', '计划开始', { required: true, sortable: true, listed: true, excel: true }),
    field.date('plannedEnd', '计划完成', { required: true, sortable: true, listed: true, excel: true }),
    field.date('actualStart', '实际开始', { listed: true, excel: true }),
    field.date('actualEnd', '实际完成', { listed: true, excel: true }),
    field.number('percentage', '完成百分比', { unit: '%', range: { min: 0, max: 100 }, listed: true, excel: true }),
    field.switch('milestone', '里程碑', { filterable: true, listed: true, excel: true }),
    field.text('responsible', '负责人', { maxLength: 50, filterable: true, listed: true, excel: true }),
    field.computed('delayed', '延期', ['planned_end', 'actual_end', 'percentage'], '计划完成早于今日且未完成，或实际完成晚于计划完成', { codec: t.string, filterable: true, listed: true, excel: true }),
    field.text('remark', '备注', { maxLength: 200, excel: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
