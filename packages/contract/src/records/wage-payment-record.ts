import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';

/** Monthly wages paid into workers' own accounts (工资发放; docs/decisions/0160), read by the account statistics. */
export const wagePaymentRecord = declareRecord({
  name: 'wagePayment',
  title: '工资发放',
  table: 'wage_payments',
  permission: { page: PAGE.salary, subPage: SUBPAGE.payroll },
  scope: 'project',
  defaultSort: 'pay_month',
  api: { prefix: '/api/WagePayment', alias: 'wagePayment', calls: {} },
  fields: [
    field.id(),
    field.remote('workerId', '人员', 'worker', { filterable: true }),
    field.date('payMonth', '发放月份', { filterable: true, sortable: true, listed: true, excel: true }),
    field.number('amount', '金额(元)', { unit: '元', listed: true, excel: true }),
    field.lookup('fundsStatus', '到账状态', 'fundsToAccountStatus', { filterable: true, listed: true, excel: true }),
    field.datetime('paidAt', '发放时间', { listed: true, excel: true }),
    field.remote('projectId', '项目', 'project', { filterable: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
  ],
});
