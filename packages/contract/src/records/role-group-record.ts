import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * Role groups of a company (paths chosen: docs/decisions/0110), on the generic record mount; the list is SPEC's
 * whole list in `data` (one company's groups with their role counts, not a page), shaped by hooks (areas/menus, 0492).
 */
export const roleGroupRecord = declareRecord({
  name: 'roleGroup',
  title: '角色组',
  table: 'role_groups',
  permission: { page: PAGE.systemManage, subPage: SUBPAGE.roleGroup },
  scope: 'company',
  defaultSort: 'sort',
  relations: [{ type: 'role', field: 'groupId', onDelete: 'refuse', unit: '个' }],
  api: {
    prefix: '/api/RoleGroup',
    alias: 'roleGroup',
    calls: {
      list: { method: 'GET', action: 'GetRoleGroupList', envelope: 'data', summary: '角色组列表' },
      create: { method: 'POST', action: 'CreateRoleGroup', summary: '新增角色组' },
      update: { method: 'POST', action: 'UpdateRoleGroup', summary: '修改角色组' },
      delete: { method: 'POST', action: 'DeleteRoleGroup', summary: '删除角色组' },
    },
  },
  fields: [
    field.id(),
    field.text('name', '角色组名称', { required: m.roleGroupNameRequired, maxLength: 50, listed: true, excel: true }),
    field.remote('companyId', '所属公司', 'company', { filterable: true }),
    field.number('sort', '排序', { sortable: true }),
  ],
  wire: {
    fields: {
      id: { aliases: ['groupId'] },
      name: { aliases: ['groupName'] },
      companyId: { aliases: ['company_id'] },
      sort: { aliases: ['Sort'] },
    },
    calls: {
      list: { name: 'roleGroupList' },
      create: { name: 'roleGroupCreate' },
      update: { name: 'roleGroupUpdate' },
      delete: { name: 'roleGroupDelete' },
    },
  },
});
