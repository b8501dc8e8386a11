import { PAGE, SUBPAGE } from '../menu/page-keys';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * Role groups of a company (paths chosen: docs/decisions/0110). Create / update / delete are mounted by the
 * generic record mount; the list (with role counts, not a page) is served by hand (areas/menus, 0312).
 */
export const roleGroupRecord = declareRecord({
  name: 'roleGroup',
  title: '角色组',
  table: 'role_groups',
  permission: { page: PAGE.systemManage, subPage: SUBPAGE.roleGroup },
  scope: 'company',
  defaultSort: 'sort',
  api: {
    prefix: '/api/RoleGroup',
    alias: 'roleGroup',
    codecs: 'spec',
    calls: {
      list: { name: 'roleGroupList', method: 'GET', action: 'GetRoleGroupList', envelope: 'data', summary: '角色组列表' },
      create: { name: 'roleGroupCreate', method: 'POST', action: 'CreateRoleGroup', summary: '新增角色组' },
      update: { name: 'roleGroupUpdate', method: 'POST', action: 'UpdateRoleGroup', summary: '修改角色组' },
      delete: { name: 'roleGroupDelete', method: 'POST', action: 'DeleteRoleGroup', summary: '删除角色组' },
    },
  },
  fields: [
    field.id({ aliases: ['groupId'] }),
    field.text('name', '角色组名称', { aliases: ['groupName'], required: m.roleGroupNameRequired, maxLength: 50, listed: true, excel: true }),
    field.remote('companyId', '所属公司', 'company', { aliases: ['company_id'], filterable: true }),
    field.number('sort', '排序', { aliases: ['Sort'], sortable: true }),
  ],
});
