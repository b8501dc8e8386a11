import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true } as const;

/**
 * 诚信评价 › 不良行为 (SPEC §1 names the page only; fields and paths chosen, docs/decisions/0425): a misconduct of a
 * person or unit on one project — what, when, the points deducted and how it was handled. The record belongs to
 * its project's company.
 */
export const misconductRecordRecord = declareRecord({
  name: 'misconductRecord',
  title: '不良行为',
  table: 'misconduct_records',
  permission: { page: PAGE.integrity, subPage: SUBPAGE.misconduct },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/Misconduct',
    alias: 'misconduct',
    calls: {
      list: { method: 'GET', action: 'WhereMisconductList' },
      detail: { method: 'GET', action: 'GetMisconductDetail' },
      create: { method: 'POST', action: 'CreateMisconduct' },
      update: { method: 'POST', action: 'ModifyMisconduct' },
      delete: { method: 'POST', action: 'DeleteMisconduct' },
    },
  },
  fields: [
    field.id(),
    field.text('subjectName', '对象名称', { required: m.objectNameRequired, maxLength: 100, sortable: true, ...L }),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, ...L }),
    field.lookup('category', '行为类别', 'misconductCategory', { required: m.misconductCategoryRequired, ...L }),
    field.multiline('description', '行为描述', { required: m.misconductDescriptionRequired, maxLength: 1000, listed: true }),
    field.date('occurredOn', '发生日期', { required: m.misconductDateRequired, rules: [{ check: 'date', message: m.formatInvalid('发生日期') }], sortable: true, ...L }),
    field.number('deduction', '扣分', { rules: [{ check: 'score', message: m.scoreInvalid('扣分') }], listed: true }),
    field.text('handlingResult', '处理结果', { maxLength: 500, listed: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
