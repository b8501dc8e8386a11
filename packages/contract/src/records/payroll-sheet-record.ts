import { param } from '../call-params/call-param';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const L = { listed: true, excel: true } as const;

/**
 * 工资发放 › 工资表 (issue 21, Deliver 8; 保障农民工工资支付条例 §15, §26, §31; docs/decisions/0680): a team's monthly
 * payroll sheet — the payer (the team's labour subcontractor), the month, the pay date, its totals — computed from
 * the month's attendance and each worker's signed daily wage (生成/重新计算, one statement), submitted, audited
 * (the audit button) and paid through the wage account (总包代发): 已发放 gives each line its funds-to-account
 * status and writes the account statistics' wage payments. Past 草稿 a sheet is frozen.
 */
export const payrollSheetRecord = declareRecord({
  name: 'payrollSheet',
  title: '工资表',
  table: 'payroll_sheets',
  permission: { page: PAGE.salary, subPage: SUBPAGE.payroll },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/PayrollSheet',
    alias: 'payrollSheet',
    calls: {
      list: { method: 'GET', action: 'WherePayrollSheetList' },
      detail: { method: 'GET', action: 'GetPayrollSheetDetail' },
      create: { method: 'POST', action: 'CreatePayrollSheet' },
      update: { method: 'POST', action: 'ModifyPayrollSheet' },
      delete: { method: 'POST', action: 'DeletePayrollSheet' },
    },
    more: {
      compute: {
        method: 'POST', action: 'ComputePayrollSheet', button: 'edit', summary: '生成/重新计算：按当月考勤与劳动合同日工资计算工资表明细',
        params: { id: param.id('工资表编号', ['rec_id', 'sheetId'], { required: m.idRequired }) },
      },
      submit: { method: 'POST', action: 'SubmitPayrollSheet', button: 'edit' },
      audit: { method: 'POST', action: 'AuditPayrollSheet', button: 'audit' },
      pay: { method: 'POST', action: 'PayPayrollSheet', button: 'audit' },
    },
  },
  workflows: [{
    field: 'status', lookup: 'payrollStatus', initial: 1,
    transitions: [
      { from: [1], to: 2, button: 'edit', label: '提交审核', call: 'submit' },
      { from: [2], to: 3, button: 'audit', label: '审核通过', call: 'audit' },
      { from: [2], to: 1, button: 'audit', label: '驳回', call: 'audit', fields: ['rejectReason'] },
      { from: [3], to: 4, button: 'audit', label: '发放', call: 'pay' },
    ],
  }],
  fields: [
    field.id({ excel: true }),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true }),
    field.remote('teamId', '班组', 'team', { required: true, filterable: true }),
    field.text('teamName', '班组名称', { readOnly: true, ...L }),
    field.text('employerName', '发放单位', { readOnly: true, ...L }),
    field.date('payMonth', '工资月份', { required: true, filterable: true, sortable: true, ...L }),
    field.date('payDate', '发放日期', { required: true, sortable: true, ...L }),
    field.lookup('status', '状态', 'payrollStatus', { readOnly: true, filterable: true, ...L }),
    field.number('workerCount', '人数', { readOnly: true, ...L }),
    field.number('totalDays', '出勤天数合计', { readOnly: true, excel: true }),
    field.number('totalGross', '应发合计(元)', { unit: '元', readOnly: true, ...L }),
    field.number('totalDeductions', '扣款合计(元)', { unit: '元', readOnly: true, excel: true }),
    field.number('totalNet', '实发合计(元)', { unit: '元', readOnly: true, ...L }),
    field.datetime('computedAt', '计算时间', { readOnly: true }),
    // Written by the 驳回 move only (its dialog asks for it).
    field.multiline('rejectReason', '驳回原因', { readOnly: true, required: m.rejectReasonRequired, maxLength: 200 }),
    field.datetime('paidAt', '发放时间', { readOnly: true, listed: true }),
    field.text('remark', '备注', { maxLength: 200 }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
