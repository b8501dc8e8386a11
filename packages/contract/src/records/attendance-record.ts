import { param } from '../call-params/call-param';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const F = { readOnly: true, filterable: true, listed: true, excel: true } as const;
const L = { readOnly: true, listed: true, excel: true } as const;

/**
 * 考勤管理 › 考勤记录 (issue 21, Deliver 3; docs/decisions/0160, 0670–0672): one row per worker and site day — the
 * gate's first 进 and last 出 — read through the view `attendance_days` with the worker, the team, the team's shift
 * that day, the hours and the judgement (正常 / 迟到 / 早退 / 迟到且早退 / 缺卡 / 未排班). Read-only but for 更正
 * (CorrectAttendance, the sub-page's edit button): new in/out times with a required reason, audited, the gate's
 * times kept; a scheduled worker's missing day is 补录 by the same call (worker and date instead of the id).
 * Absent days are not rows here: the 考勤日报 lists them (attendanceTeamDay).
 */
export const attendanceRecord = declareRecord({
  name: 'attendance',
  title: '考勤记录',
  table: 'attendance_days',
  permission: { page: PAGE.personnel, subPage: SUBPAGE.attendance },
  scope: 'project',
  defaultSort: 'work_date',
  api: {
    prefix: '/api/Attendance',
    alias: 'attendance',
    calls: {
      list: { method: 'GET', action: 'WhereAttendanceList' },
      detail: { method: 'GET', action: 'GetAttendanceDetail' },
    },
    more: {
      correct: {
        method: 'POST', action: 'CorrectAttendance', button: 'edit', summary: '考勤更正 / 补录：改一天的进离场时间（须填原因，审计）',
        params: {
          id: param.id('考勤记录编号', ['attendanceId']),
          workerId: param.id('人员', ['worker_id']),
          workDate: param.text('日期', ['work_date'], { format: 'date' }),
          inTime: param.text('进场时间', ['in_time'], { maxLength: 25 }),
          outTime: param.text('离场时间', ['out_time'], { maxLength: 25 }),
          reason: param.text('更正原因', ['correctionReason'], { required: m.attendanceReasonRequired, maxLength: 200 }),
        },
      },
    },
  },
  // 更正 on a row, 补录 beside 导出: dialogs of CorrectAttendance (docs/decisions/0677).
  dialogs: [
    { call: 'correct', label: '更正', on: 'row', inputs: ['inTime', 'outTime', 'reason'] },
    {
      call: 'correct', label: '补录', on: 'toolbar',
      inputs: [{ param: 'workerId', required: m.attendanceWorkerRequired }, { param: 'workDate', required: m.attendanceDateRequired }, { param: 'inTime', required: m.attendanceInRequired }, 'outTime', 'reason'],
    },
  ],
  fields: [
    field.id(),
    field.remote('workerId', '人员', 'worker', { readOnly: true, filterable: true, labelKey: 'workerName' }),
    field.text('workerName', '姓名', { ...L, sortable: true }),
    field.remote('teamId', '班组', 'team', { readOnly: true, filterable: true, labelKey: 'teamName' }),
    field.text('teamName', '班组名称', L),
    field.date('workDate', '日期', { ...F, sortable: true }),
    field.text('shiftName', '班次', L),
    field.datetime('expectedIn', '应上班时间', { readOnly: true, excel: true }),
    field.datetime('expectedOut', '应下班时间', { readOnly: true, excel: true }),
    field.datetime('inTime', '进场时间', { ...L, sortable: true }),
    field.datetime('outTime', '离场时间', L),
    field.number('hours', '工时(小时)', { ...L, sortable: true }),
    field.lookup('judgement', '考勤结果', 'attendanceJudgement', F),
    field.text('correctionKind', '更正', L),
    field.datetime('originalInTime', '原进场时间', { readOnly: true, excel: true }),
    field.datetime('originalOutTime', '原离场时间', { readOnly: true, excel: true }),
    field.text('correctionReason', '更正原因', { readOnly: true, excel: true }),
    field.text('correctedByName', '更正人', { readOnly: true, excel: true }),
    field.datetime('correctedAt', '更正时间', { readOnly: true, excel: true }),
    field.remote('projectId', '项目', 'project', { readOnly: true, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
  ],
});
