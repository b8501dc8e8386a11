import * as t from 'io-ts';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

/**
 * 班次设置 (排班管理; fields and paths chosen, docs/decisions/0454): the shifts of a company — name, start and end
 * time (`HH:MM`; an end not after the start is the next day's: 跨夜, docs/decisions/0645), remark. Company scope, soft delete; Excel export / import from the `excel` fields.
 */
export const workShiftRecord = declareRecord({
  name: 'workShift',
  title: '班次',
  table: 'work_shifts',
  permission: { page: PAGE.shift, subPage: SUBPAGE.shiftType },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/WorkShift',
    alias: 'workShift',
    calls: {
      list: { method: 'GET', action: 'WhereShiftList' },
      detail: { method: 'GET', action: 'GetShiftDetail' },
      create: { method: 'POST', action: 'CreateShift' },
      update: { method: 'POST', action: 'ModifyShift' },
      delete: { method: 'POST', action: 'DeleteShift' },
    },
  },
  fields: [
    field.id({ excel: true }),
    field.text('shiftName', '班次名称', { required: true, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true }),
    field.time('startTime', '上班时间', { required: true, listed: true, excel: true }),
    field.time('endTime', '下班时间', { required: true, listed: true, excel: true }),
    // An end before (or at) the start is the next day's (夜班 19:00–07:00; docs/decisions/0645).
    field.computed('overnight', '跨夜', ['start_time', 'end_time'], '下班时间不晚于上班时间时为跨夜班次（次日下班）', { codec: t.string, listed: true }),
    field.text('remark', '备注', { maxLength: 200, listed: true, excel: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime({ listed: true }),
  ],
});
