import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

const L = { readOnly: true, listed: true, excel: true } as const;

/**
 * 考勤管理 › 考勤月汇总 (issue 21, Deliver 3; docs/decisions/0674): per worker and month (filter 月份 = its first day),
 * the days present and their hours, the days late, early and 缺卡, and the scheduled days absent — the same
 * judgement as the list and the daily sheet. Read-only, the view `attendance_months`; no detail call (a row is an
 * aggregate, its id made of the worker's and the month's).
 */
export const attendanceMonthRecord = declareRecord({
  name: 'attendanceMonth',
  title: '考勤月汇总',
  table: 'attendance_months',
  permission: { page: PAGE.personnel, subPage: SUBPAGE.attendance },
  scope: 'project',
  defaultSort: 'month',
  api: {
    prefix: '/api/AttendanceMonth',
    alias: 'attendanceMonth',
    calls: {
      list: { method: 'GET', action: 'WhereMonthSummaryList' },
    },
  },
  fields: [
    field.id(),
    field.date('month', '月份', { ...L, filterable: true, sortable: true }),
    field.remote('workerId', '人员', 'worker', { readOnly: true, filterable: true, labelKey: 'workerName' }),
    field.text('workerName', '姓名', { ...L, sortable: true }),
    field.text('teamName', '班组', { ...L, filterable: true }),
    field.number('presentDays', '出勤天数', { ...L, sortable: true }),
    field.number('hours', '工时(小时)', { ...L, sortable: true }),
    field.number('lateCount', '迟到次数', { ...L, sortable: true }),
    field.number('earlyCount', '早退次数', { ...L, sortable: true }),
    field.number('missingOutCount', '缺卡次数', L),
    field.number('absentCount', '缺勤天数', { ...L, sortable: true }),
    field.remote('projectId', '项目', 'project', { readOnly: true, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
  ],
});
