import { param } from '../call-params/call-param';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { SPEC_MASK } from './declaration/field-rules';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const L = { readOnly: true, listed: true, excel: true } as const;

/**
 * 工资明细 (issue 21, Deliver 8; 保障农民工工资支付条例 §31; docs/decisions/0680, 0683): one worker's line of a
 * payroll sheet, made by the sheet's computation — name, masked ID, bank and masked account copied then, days and
 * hours of the month's attendance, the signed contract's daily wage, gross = days × wage, deductions (the only
 * value edited, while the sheet is 草稿), net, SPEC §3's funds-to-account status and the worker's confirmation
 * (确认签字). Its export is the bank file (masked ID and account).
 */
export const payrollLineRecord = declareRecord({
  name: 'payrollLine',
  title: '工资明细',
  table: 'payroll_lines',
  permission: { page: PAGE.salary, subPage: SUBPAGE.payroll },
  scope: 'project',
  defaultSort: 'id',
  api: {
    prefix: '/api/PayrollLine',
    alias: 'payrollLine',
    calls: {
      list: { method: 'GET', action: 'WherePayrollLineList' },
      update: { method: 'POST', action: 'ModifyPayrollLine', button: 'edit' },
    },
    more: {
      confirm: {
        method: 'POST', action: 'ConfirmPayrollLine', button: 'edit', summary: '工人确认签字：记录工人对本月工资明细的确认时间',
        params: { id: param.id('工资明细编号', ['rec_id', 'lineId'], { required: m.idRequired }) },
      },
    },
  },
  fields: [
    field.id(),
    field.remote('sheetId', '工资表', 'payrollSheet', { readOnly: true, filterable: true }),
    field.remote('workerId', '工人', 'worker', { readOnly: true, filterable: true }),
    field.text('workerName', '姓名', { ...L, filterable: true }),
    field.text('idCard', '身份证号', { column: 'id_card_masked', mask: SPEC_MASK, ...L }),
    field.phone('phone', '手机号码', { readOnly: true }),
    field.text('bankName', '开户银行', L),
    field.text('accountNo', '银行账号', { column: 'account_no_masked', mask: SPEC_MASK, ...L }),
    field.number('workDays', '出勤天数', { unit: '天', ...L }),
    field.number('workHours', '工时(小时)', { unit: '小时', readOnly: true, listed: true }),
    field.number('dailyWage', '日工资(元)', { unit: '元', ...L }),
    field.number('gross', '应发工资(元)', { unit: '元', ...L }),
    field.number('deductions', '扣款(元)', { unit: '元', range: { min: 0 }, listed: true, excel: true }),
    field.number('net', '实发工资(元)', { unit: '元', ...L }),
    field.lookup('fundsStatus', '到账状态', 'fundsToAccountStatus', { ...L, filterable: true }),
    field.datetime('confirmedAt', '工人确认时间', L),
    field.text('remark', '备注', { maxLength: 200 }),
    field.remote('projectId', '所属项目', 'project', { readOnly: true, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
  ],
});
