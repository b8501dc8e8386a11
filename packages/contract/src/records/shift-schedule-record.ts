import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * 排班表 (issue 21, Deliver 4; docs/decisions/0641): one row per team and day naming the shift (班次设置) the team
 * works that day; a team's week is its seven rows (filter by team and 排班日期). One row per team and day (the
 * business key), so attendance finds the day's shift by one lookup. Project scope (the team's), soft delete.
 */
export const shiftScheduleRecord = declareRecord({
  name: 'shiftSchedule',
  title: '排班',
  table: 'shift_schedules',
  permission: { page: PAGE.shift, subPage: SUBPAGE.shiftSchedule },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'work_date',
  key: { fields: ['teamId', 'workDate'], per: 'project' },
  api: {
    prefix: '/api/ShiftSchedule',
    alias: 'shiftSchedule',
    calls: {
      list: { method: 'GET', action: 'WhereScheduleList' },
      detail: { method: 'GET', action: 'GetScheduleDetail' },
      create: { method: 'POST', action: 'CreateSchedule' },
      update: { method: 'POST', action: 'ModifySchedule' },
      delete: { method: 'POST', action: 'DeleteSchedule' },
    },
  },
  fields: [
    field.id(),
    field.remote('teamId', '班组', 'team', { required: true, filterable: true, listed: true }),
    field.date('workDate', '排班日期', { required: true, filterable: true, sortable: true, listed: true }),
    field.remote('shiftId', '班次', 'workShift', { required: true, filterable: true, listed: true }),
    field.text('remark', '备注', { maxLength: 200, listed: true }),
    field.remote('projectId', '所属项目', 'project', { readOnly: true, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
