import { param } from '../call-params/call-param';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * Roles of a company with their menu grants (paths chosen: docs/decisions/0110), on the generic record mount; the
 * list is SPEC's whole list in `data` (with group names and user counts, not a page), shaped by hooks (areas/menus,
 * 0492); the menu grants are served by hand (docs/decisions/0312). Granting menus is an edit of the role.
 */
export const roleRecord = declareRecord({
  name: 'role',
  title: '角色',
  table: 'roles',
  permission: { page: PAGE.systemManage, subPage: SUBPAGE.role },
  scope: 'company',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/Role',
    alias: 'role',
    calls: {
      list: { method: 'GET', action: 'GetRoleList', envelope: 'data', summary: '角色列表' },
      create: { method: 'POST', action: 'CreateRole', summary: '新增角色' },
      update: { method: 'POST', action: 'UpdateRole', summary: '修改角色' },
      delete: { method: 'POST', action: 'DeleteRole', summary: '删除角色' },
    },
    more: {
      menus: { method: 'GET', action: 'GetRoleMenus', summary: '角色权限' },
      // `menus`: JSON [{menuId, buttons}] (the role itself under the id field's names).
      grantMenus: { method: 'POST', action: 'UpdateRoleMenus', summary: '分配角色权限', params: { menus: param.json('菜单权限', ['menuList', 'grants']) } },
    },
  },
  fields: [
    field.id(),
    field.text('name', '角色名称', { required: m.roleNameRequired, maxLength: 50, filterable: true, listed: true, excel: true }),
    field.remote('groupId', '角色组', 'roleGroup', { filterable: true, listed: true }),
    field.multiline('description', '描述', { maxLength: 200, listed: true, excel: true }),
    field.remote('companyId', '所属公司', 'company', { filterable: true }),
    field.createTime(),
  ],
  wire: {
    fields: {
      id: { aliases: ['roleId', 'role_id'] },
      name: { aliases: ['roleName'] },
      groupId: { aliases: ['group_id'] },
      description: { aliases: ['remark'] },
      companyId: { aliases: ['company_id'] },
    },
    calls: {
      list: { name: 'roleList' },
      create: { name: 'roleCreate' },
      update: { name: 'roleUpdate' },
      delete: { name: 'roleDelete' },
      menus: { name: 'roleMenus' },
      grantMenus: { name: 'roleUpdateMenus' },
    },
  },
});
