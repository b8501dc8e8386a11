import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * Companies (paths chosen: docs/decisions/0110), a tree of at most three levels under the organisation page.
 * On the generic record mount; the list is SPEC's whole list in `data` (the administered companies, not a page),
 * shaped by hooks (areas/companies, 0492).
 */
export const companyRecord = declareRecord({
  name: 'company',
  title: '公司',
  table: 'companies',
  permission: { page: PAGE.orgManage, subPage: SUBPAGE.organisation },
  scope: 'company',
  scopeColumns: { company: 'id', district: 'district_code' },
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  // 用户 (membership rows) and 项目 (a scope column, no declared field) are refused by the hooks (areas/companies).
  relations: [{ type: 'company', field: 'parentId', onDelete: 'refuse', unit: '个', label: '下级公司' }],
  api: {
    prefix: '/api/Company',
    alias: 'company',
    calls: {
      list: { method: 'GET', action: 'GetCompanyList', envelope: 'data', summary: '公司列表' },
      create: { method: 'POST', action: 'CreateCompany', summary: '新增公司' },
      update: { method: 'POST', action: 'UpdateCompany', summary: '修改公司' },
      delete: { method: 'POST', action: 'DeleteCompany', summary: '删除公司' },
    },
  },
  fields: [
    field.id(),
    field.text('name', '公司名称', { required: m.companyNameRequired, maxLength: 100, filterable: true, sortable: true, listed: true, excel: true }),
    field.remote('parentId', '上级公司', 'company', { filterable: true, listed: true }),
    field.lookup('companyType', '公司类型', 'companyType', { listed: true, excel: true }),
    field.text('creditCode', '统一社会信用代码', { maxLength: 18, listed: true, excel: true }),
    field.district('districtCode', '所属区域', { filterable: true, excel: true }),
    field.remote('globalProjectId', '全局项目', 'project'),
    field.createTime(),
  ],
  wire: {
    fields: {
      id: { aliases: ['companyId', 'company_id'] },
      name: { aliases: ['companyName', 'companyname'] },
      parentId: { aliases: ['parent_id', 'pId'] },
      companyType: { aliases: ['company_type'] },
      creditCode: { aliases: ['credit_code'] },
      districtCode: { aliases: ['district_code'] },
      globalProjectId: { aliases: ['GlobalProjectID'] },
    },
    calls: {
      list: { name: 'companyList' },
      create: { name: 'companyCreate' },
      update: { name: 'companyUpdate' },
      delete: { name: 'companyDelete' },
    },
  },
});
