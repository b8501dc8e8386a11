import { param } from '../../call-params/call-param';
import { recordMessages as m } from '../record-messages';
import { checkPermission, type CheckKindApi } from './check-record-kind';
import { declareRecord } from './declare-record';
import { field } from './fields';

/**
 * 检查项 of a 安全检查 / 质量检查 (issue 22, Deliver 2; docs/decisions/0711, 0712): one line of a check's list — its
 * order, text and standard, the result (合格 / 不合格 / 不适用, or 待检查 for a line of the standard list not yet
 * judged), a note and a photo. A failed line becomes a hazard in one step: 转为隐患 (the entry's edit button) asks
 * the hazard type, level, responsible worker and deadline and raises it in 隐患排查 with this line as its source;
 * the line then shows its hazard, and a second 转为隐患 is refused (409). Rows of the `check_items` table of its kind.
 */
export function checkItemRecordKind(d: CheckKindApi) {
  return declareRecord({
    name: d.itemName,
    title: `${d.title}项`,
    table: 'check_items',
    permission: checkPermission(d),
    scope: 'project',
    softDeleteColumn: 'if_del',
    fixed: { check_category: d.category },
    defaultSort: 'id',
    api: {
      prefix: `/api/${d.resource}Item`,
      alias: d.itemName,
      calls: {
        list: { method: 'GET', action: 'WhereCheckItemList' },
        detail: { method: 'GET', action: 'GetCheckItemDetail' },
        create: { method: 'POST', action: 'CreateCheckItem', button: 'edit' },
        update: { method: 'POST', action: 'ModifyCheckItem', button: 'edit' },
        delete: { method: 'POST', action: 'DeleteCheckItem', button: 'edit' },
      },
      more: {
        toHazard: {
          method: 'POST', action: 'RaiseHazardFromItem', button: 'edit', summary: '转为隐患：不合格检查项生成一条隐患排查记录（每项仅一次）',
          params: {
            id: param.id('检查项编号', ['itemId', 'rec_id'], { required: m.checkItemRequired }),
            hazardType: param.id('隐患类型', ['hazard_type'], { required: m.checkHazardTypeRequired }),
            hazardLevel: param.id('隐患级别', ['hazard_level'], { required: m.checkHazardLevelRequired }),
            responsibleWorkerId: param.id('整改责任人', ['responsible_worker_id'], { required: m.checkHazardResponsibleRequired }),
            hazardDeadline: param.text('整改期限', ['hazard_deadline', 'deadline'], { required: m.checkHazardDeadlineRequired, maxLength: 25 }),
            note: param.text('隐患描述', ['description'], { maxLength: 500 }),
          },
        },
      },
    },
    dialogs: [{ call: 'toHazard', label: '转为隐患', on: 'row', inputs: ['hazardType', 'hazardLevel', 'responsibleWorkerId', 'hazardDeadline', 'note'] }],
    fields: [
      field.id({ excel: true }),
      field.remote('checkId', d.title, d.name, { required: true, filterable: true, listed: true }),
      field.number('seq', '序号', { range: { min: 0, max: 999 }, sortable: true, listed: true, excel: true }),
      field.text('itemText', '检查项目', { required: true, maxLength: 100, filterable: true, listed: true, excel: true }),
      field.text('standard', '检查标准', { maxLength: 200, excel: true }),
      field.lookup('result', '检查结果', 'checkResult', { required: true, filterable: true, listed: true, excel: true }),
      field.multiline('note', '问题说明', { maxLength: 500, listed: true, excel: true }),
      field.image('photo', '现场照片'),
      field.lookup('hazardType', '隐患类型', 'hazardType', { excel: true }),
      field.lookup('hazardLevel', '隐患级别', 'hazardLevel', { readOnly: true }),
      field.remote('responsibleWorkerId', '整改责任人', 'worker', { readOnly: true }),
      field.datetime('hazardDeadline', '整改期限', { readOnly: true }),
      field.number('hazardId', '隐患编号', { readOnly: true, listed: true, excel: true }),
      { ...field.computed('hazardStatus', '隐患状态', ['hazards'], '所转隐患的当前状态', { listed: true }), input: { type: 'lookup', table: 'hazardStatus' } },
      field.remote('projectId', '所属项目', 'project', { readOnly: true, filterable: true }),
      field.remote('companyId', '所属公司', 'company', { readOnly: true }),
      field.createTime(),
    ],
  });
}
