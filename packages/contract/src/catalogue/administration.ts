import { companyRecord } from '../records/company-record';
import { departmentRecord } from '../records/department-record';
import { callSpec } from '../records/derive/record-catalogue';
import { menuRecord } from '../records/menu-record';
import { roleGroupRecord } from '../records/role-group-record';
import { roleRecord } from '../records/role-record';
import { defineEndpoints } from '../define-endpoints';

const company = <K extends string>(key: K) => callSpec(companyRecord, key);
const dept = <K extends string>(key: K) => callSpec(departmentRecord, key);
const menu = <K extends string>(key: K) => callSpec(menuRecord, key);
const role = <K extends string>(key: K) => callSpec(roleRecord, key);
const group = <K extends string>(key: K) => callSpec(roleGroupRecord, key);

/**
 * Administration calls SPEC does not show (docs/decisions/0110-admin-paths.md): companies, departments,
 * the menu tree, roles, role groups and role grants, each derived from its declaration in records/.
 * Menu edits are for system administrators only.
 */
export const administrationEndpoints = defineEndpoints({
  companyList: company('list'),
  companyCreate: company('create'),
  companyUpdate: company('update'),
  companyDelete: company('delete'),
  departmentList: dept('list'),
  departmentCreate: dept('create'),
  departmentUpdate: dept('update'),
  departmentDelete: dept('delete'),
  menuTree: menu('list'),
  menuCreate: menu('create'),
  menuUpdate: menu('update'),
  menuDelete: menu('delete'),
  roleList: role('list'),
  roleCreate: role('create'),
  roleUpdate: role('update'),
  roleDelete: role('delete'),
  roleMenus: role('menus'),
  roleUpdateMenus: role('grantMenus'),
  roleGroupList: group('list'),
  roleGroupCreate: group('create'),
  roleGroupUpdate: group('update'),
  roleGroupDelete: group('delete'),
});
