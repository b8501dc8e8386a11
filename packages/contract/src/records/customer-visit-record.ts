import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * 客户拜访 (SPEC §1 "customers"; fields and paths chosen, docs/decisions/0420): a visit to one customer of the
 * company — when (site time; newest first), how, who went, what was said, when to follow up. The customer is chosen from the
 * customers the caller reaches; the visit belongs to the customer's company. Company scope, soft delete.
 */
export const customerVisitRecord = declareRecord({
  name: 'customerVisit',
  title: '客户拜访',
  table: 'customer_visits',
  permission: { page: PAGE.customer, subPage: SUBPAGE.visit },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'visit_time',
  api: {
    prefix: '/api/CustomerVisit',
    alias: 'customerVisit',
    calls: {
      list: { method: 'GET', action: 'WhereCustomerVisitList' },
      detail: { method: 'GET', action: 'GetCustomerVisitDetail' },
      create: { method: 'POST', action: 'CreateCustomerVisit' },
      update: { method: 'POST', action: 'ModifyCustomerVisit' },
      delete: { method: 'POST', action: 'DeleteCustomerVisit' },
    },
  },
  fields: [
    field.id(),
    field.remote('customerId', '客户', 'customer', { required: m.visitCustomerRequired, filterable: true, listed: true }),
    field.datetime('visitTime', '拜访时间', { required: m.visitTimeRequired, filterable: true, sortable: true, listed: true }),
    field.lookup('visitWay', '拜访方式', 'visitWay', { required: m.visitWayRequired, filterable: true, listed: true }),
    field.text('visitor', '拜访人', { required: m.visitorRequired, maxLength: 50, filterable: true, listed: true }),
    field.multiline('content', '拜访内容', { required: m.visitContentRequired, maxLength: 500, listed: true }),
    field.date('nextFollowDate', '下次跟进日期', { rules: [{ check: 'date', message: m.formatInvalid('下次跟进日期') }], filterable: true, sortable: true, listed: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime(),
  ],
});
