import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * 客户列表 (SPEC §1 "customers"; fields and paths chosen, docs/decisions/0420): the customers of a company —
 * name (unique among the company's live customers), type, contact, address. Company scope, soft delete; a
 * customer with visits is not deleted. Excel export / import from the `excel` fields.
 */
export const customerRecord = declareRecord({
  name: 'customer',
  title: '客户',
  table: 'customers',
  permission: { page: PAGE.customer, subPage: SUBPAGE.customerList },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  relations: [{ type: 'customerVisit', field: 'customerId', onDelete: 'refuse', unit: '条', label: '拜访记录' }],
  key: { fields: ['customerName'], per: 'company', index: 'customers_company_name_key' },
  api: {
    prefix: '/api/Customer',
    alias: 'customer',
    calls: {
      list: { method: 'GET', action: 'WhereCustomerList' },
      detail: { method: 'GET', action: 'GetCustomerDetail' },
      create: { method: 'POST', action: 'CreateCustomer' },
      update: { method: 'POST', action: 'ModifyCustomer' },
      delete: { method: 'POST', action: 'DeleteCustomer' },
    },
  },
  fields: [
    field.id({ excel: true }),
    field.text('customerName', '客户名称', { required: m.customerNameRequired, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true }),
    field.lookup('customerType', '客户类型', 'customerType', { required: m.customerTypeRequired, filterable: true, listed: true, excel: true }),
    field.text('contactor', '联系人', { maxLength: 50, filterable: true, listed: true, excel: true }),
    field.phone('contactPhone', '联系电话', { listed: true, excel: true }),
    field.text('address', '地址', { maxLength: 200, listed: true, excel: true }),
    field.multiline('remark', '备注', { maxLength: 500, excel: true }),
    field.remote('companyId', '所属公司', 'company', { readOnly: true }),
    field.createTime({ listed: true }),
  ],
});
