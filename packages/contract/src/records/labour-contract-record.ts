import { param } from '../call-params/call-param';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true, excel: true } as const;

/**
 * 合同台账 (issue 21, Deliver 6; docs/decisions/0652): a worker's labour contract (保障农民工工资支付条例: no worker on
 * site without one), its fields those of the national construction-worker platform's contract object (合同编号,
 * 合同期限类型, 开始 / 结束日期, 计量单位, 单价, 附件) with the 日工资 payroll reads. 草稿 → 签订 (writes 签订时间
 * and freezes the filled text) → 终止; one contract not yet ended per worker and project. The print call answers
 * the template filled in, the ID number masked.
 */
export const labourContractRecord = declareRecord({
  name: 'labourContract',
  title: '劳务合同',
  table: 'labour_contracts',
  permission: { page: PAGE.laborContract, subPage: SUBPAGE.contractList },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  key: { fields: ['contractNo'], per: 'project' },
  dateOrder: [{ earlier: 'startDate', later: 'endDate' }],
  api: {
    prefix: '/api/LabourContract',
    alias: 'labourContract',
    calls: {
      list: { method: 'GET', action: 'WhereContractList' },
      detail: { method: 'GET', action: 'GetContractDetail' },
      create: { method: 'POST', action: 'CreateContract' },
      update: { method: 'POST', action: 'ModifyContract' },
      delete: { method: 'POST', action: 'DeleteContract' },
      export: { method: 'GET', action: 'ExportExcel' },
    },
    more: {
      sign: { method: 'POST', action: 'SignContract', button: 'edit' },
      terminate: { method: 'POST', action: 'TerminateContract', button: 'edit' },
      print: {
        method: 'GET', action: 'GetContractText', button: 'search', summary: '打印合同：合同模板按工人、用工单位和项目填写后的正文（身份证号遮蔽）',
        params: { id: param.id('合同编号', ['rec_id', 'contractId'], { required: m.idRequired }) },
      },
    },
  },
  workflows: [{
    field: 'status', lookup: 'contractStatus', initial: 1,
    transitions: [
      { from: [1], to: 2, button: 'edit', label: '签订', call: 'sign' },
      { from: [2], to: 3, button: 'edit', label: '终止', call: 'terminate' },
    ],
  }],
  fields: [
    field.id({ excel: true }),
    field.code('contractNo', '合同编号', { maxLength: 50, sortable: true, ...L }),
    field.remote('workerId', '工人', 'worker', { required: true, ...L }),
    field.remote('templateId', '合同模板', 'contractTemplate', { filterable: true }),
    field.remote('employerId', '用工单位', 'organisation', { choiceParams: { orgType: 6 }, filterable: true, listed: true }),
    field.lookup('periodType', '合同期限类型', 'contractPeriodType', { required: true, excel: true }),
    field.date('startDate', '开始日期', { required: true, sortable: true, ...L }),
    field.date('endDate', '结束日期', { listed: true, excel: true }),
    field.number('dailyWage', '日工资', { unit: '元', required: true, range: { min: 0, max: 100000 }, listed: true, excel: true }),
    field.lookup('unit', '计量单位', 'contractUnit', { excel: true }),
    field.number('unitPrice', '单价', { unit: '元', range: { min: 0, max: 100000 }, excel: true }),
    field.attachments('attachment', '合同附件', 'file'),
    field.lookup('status', '合同状态', 'contractStatus', { readOnly: true, filterable: true, listed: true, excel: true }),
    field.datetime('signedAt', '签订时间', { readOnly: true, listed: true, excel: true }),
    field.datetime('endedAt', '终止时间', { readOnly: true }),
    field.text('remark', '备注', { maxLength: 200, excel: true }),
    field.remote('projectId', '所属项目', 'project', { readOnly: true, filterable: true, listed: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
