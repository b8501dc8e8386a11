import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * Departments of a company (paths chosen: docs/decisions/0110), a tree, on the generic record mount; the list is
 * SPEC's whole list in `data` (every department with its full path), shaped by hooks (areas/companies, 0492).
 */
export const departmentRecord = declareRecord({
  name: 'department',
  title: '部门',
  table: 'departments',
  permission: { page: PAGE.orgManage, subPage: SUBPAGE.department },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'sort',
  // 用户 (membership rows, no declared field) are refused by the hook (areas/companies).
  relations: [{ type: 'department', field: 'parentId', onDelete: 'refuse', unit: '个', label: '下级部门' }],
  api: {
    prefix: '/api/Department',
    alias: 'department',
    calls: {
      list: { method: 'GET', action: 'GetDepartmentList', envelope: 'data', summary: '部门列表' },
      create: { method: 'POST', action: 'CreateDepartment', summary: '新增部门' },
      update: { method: 'POST', action: 'UpdateDepartment', summary: '修改部门' },
      delete: { method: 'POST', action: 'DeleteDepartment', summary: '删除部门' },
    },
  },
  fields: [
    field.id(),
    field.text('name', '部门名称', { required: m.departmentNameRequired, maxLength: 100, listed: true, excel: true }),
    field.remote('parentId', '上级部门', 'department', { listed: true }),
    field.remote('companyId', '所属公司', 'company', { required: m.companyRequired, filterable: true }),
    field.number('sort', '排序', { sortable: true }),
  ],
  wire: {
    fields: {
      id: { aliases: ['departmentId', 'department_id'] },
      name: { aliases: ['departmentName'] },
      parentId: { aliases: ['parent_id', 'pId'] },
      companyId: { aliases: ['company_id', 'CompanyID'] },
      sort: { aliases: ['Sort'] },
    },
    calls: {
      list: { name: 'departmentList' },
      create: { name: 'departmentCreate' },
      update: { name: 'departmentUpdate' },
      delete: { name: 'departmentDelete' },
    },
  },
});
