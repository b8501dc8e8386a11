import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

const F = { readOnly: true, filterable: true, listed: true, excel: true } as const;
const L = { readOnly: true, listed: true, excel: true } as const;

/**
 * 考勤管理 › 考勤日报 (issue 21, Deliver 3; docs/decisions/0673): for a day (filter 日期) each scheduled team's workers
 * on the roster that day, with the day's attendance if any and the judgement — 缺勤 for a scheduled worker without
 * one once the shift has begun. Read-only, the view `attendance_team_days`; its Excel is the day's sheet. A row has
 * no table row of its own (its id is made of the schedule's and the worker's), so there is no detail call.
 */
export const attendanceTeamDayRecord = declareRecord({
  name: 'attendanceTeamDay',
  title: '考勤日报',
  table: 'attendance_team_days',
  permission: { page: PAGE.personnel, subPage: SUBPAGE.attendance },
  scope: 'project',
  defaultSort: 'work_date',
  api: {
    prefix: '/api/AttendanceSheet',
    alias: 'attendanceSheet',
    calls: {
      list: { method: 'GET', action: 'WhereDailySheetList' },
    },
  },
  fields: [
    field.id(),
    field.date('workDate', '日期', { ...F, sortable: true }),
    field.remote('teamId', '班组', 'team', { readOnly: true, filterable: true, labelKey: 'teamName' }),
    field.text('teamName', '班组名称', { ...L, sortable: true }),
    field.text('shiftName', '班次', L),
    field.datetime('expectedIn', '应上班时间', L),
    field.datetime('expectedOut', '应下班时间', L),
    field.remote('workerId', '人员', 'worker', { readOnly: true, filterable: true, labelKey: 'workerName' }),
    field.text('workerName', '姓名', { ...L, sortable: true }),
    field.datetime('inTime', '进场时间', L),
    field.datetime('outTime', '离场时间', L),
    field.number('hours', '工时(小时)', L),
    field.lookup('judgement', '考勤结果', 'attendanceJudgement', F),
    field.number('attendanceId', '考勤记录编号', { readOnly: true }),
    field.remote('projectId', '项目', 'project', { readOnly: true, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
  ],
});
