import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { SPEC_MASK } from './declaration/field-rules';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

const L = { filterable: true, listed: true } as const;

/**
 * 银行账户 (issue 21, Deliver 8; docs/decisions/0681): a worker's wage account — one live account per worker, the
 * holder being the worker (the name copied from the roster), the number kept encrypted and masked first 4 / last 4
 * in every answer and export. SPEC §3's bank account status: 已提交申请 on every save, then 银行已确认 or 已驳回
 * (with the reason) by the audit button; the roster's 银行账户状态 follows.
 */
export const bankAccountRecord = declareRecord({
  name: 'bankAccount',
  title: '银行账户',
  table: 'bank_accounts',
  permission: { page: PAGE.salary, subPage: SUBPAGE.bankAccount },
  scope: 'project',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/BankAccount',
    alias: 'bankAccount',
    calls: {
      list: { method: 'GET', action: 'WhereBankAccountList' },
      detail: { method: 'GET', action: 'GetBankAccountDetail' },
      create: { method: 'POST', action: 'CreateBankAccount' },
      update: { method: 'POST', action: 'ModifyBankAccount' },
      delete: { method: 'POST', action: 'DeleteBankAccount' },
    },
    more: {
      audit: { method: 'POST', action: 'AuditBankAccount', button: 'audit' },
    },
  },
  workflows: [{
    field: 'status', lookup: 'bankAccountStatus', initial: 1,
    transitions: [
      { from: [1], to: 2, button: 'audit', label: '银行确认', call: 'audit' },
      { from: [1], to: 3, button: 'audit', label: '驳回', call: 'audit', fields: ['rejectReason'] },
    ],
  }],
  fields: [
    field.id(),
    field.remote('workerId', '工人', 'worker', { required: true, ...L }),
    field.text('holderName', '户名', { readOnly: true, listed: true }),
    field.text('bankName', '开户银行', { required: true, maxLength: 50, ...L }),
    field.text('accountNo', '银行账号', { column: 'account_no_masked', required: true, maxLength: 30, mask: SPEC_MASK, listed: true }),
    field.lookup('status', '账户状态', 'bankAccountStatus', { readOnly: true, ...L }),
    // Written by the 驳回 move only (its dialog asks for it).
    field.multiline('rejectReason', '驳回原因', { readOnly: true, required: m.rejectReasonRequired, maxLength: 200, listed: true }),
    field.datetime('confirmTime', '确认时间', { readOnly: true }),
    field.text('remark', '备注', { maxLength: 200 }),
    field.remote('projectId', '所属项目', 'project', { required: m.recordProjectRequired, filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
