import { NumberFromStringOrNumber } from '../codecs/lenient';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

/** Attendance (考勤; docs/decisions/0160): one row per worker and working day, first entry and last exit at the gate. */
export const attendanceRecord = declareRecord({
  name: 'attendance',
  title: '考勤记录',
  table: 'attendance_records',
  permission: { page: PAGE.personnel, subPage: SUBPAGE.attendance },
  scope: 'project',
  defaultSort: 'work_date',
  api: { prefix: '/api/Attendance', alias: 'attendance', calls: {} },
  fields: [
    field.id(),
    field.remote('workerId', '人员', 'worker', { readOnly: true, filterable: true }),
    field.date('workDate', '日期', { readOnly: true, filterable: true, sortable: true, listed: true, excel: true }),
    field.datetime('inTime', '进场时间', { readOnly: true, listed: true, excel: true }),
    field.datetime('outTime', '离场时间', { readOnly: true, listed: true, excel: true }),
    field.computed('hours', '工时(小时)', ['in_time', 'out_time'], '离场时间减进场时间', { codec: NumberFromStringOrNumber }),
    field.remote('projectId', '项目', 'project', { readOnly: true, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
  ],
});
