import type { ButtonName } from '../endpoint';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { defineEndpoints, perm } from './define-endpoints';

const org = (b: ButtonName) => perm(PAGE.orgManage, SUBPAGE.organisation, b);
const dept = (b: ButtonName) => perm(PAGE.orgManage, SUBPAGE.department, b);
const role = (b: ButtonName) => perm(PAGE.systemManage, SUBPAGE.role, b);
const group = (b: ButtonName) => perm(PAGE.systemManage, SUBPAGE.roleGroup, b);
const chosen = { pathChosen: true } as const;

/**
 * Administration calls SPEC does not show (docs/decisions/0110-admin-paths.md): companies, departments,
 * the menu tree, roles, role groups and role grants. Menu edits are for system administrators only.
 */
export const administrationEndpoints = defineEndpoints({
  companyList: { method: 'GET', path: '/api/Company/GetCompanyList', access: org('search'), ...chosen, summary: '公司列表' },
  companyCreate: { method: 'POST', path: '/api/Company/CreateCompany', access: org('add'), ...chosen, summary: '新增公司' },
  companyUpdate: { method: 'POST', path: '/api/Company/UpdateCompany', access: org('edit'), ...chosen, summary: '修改公司' },
  companyDelete: { method: 'POST', path: '/api/Company/DeleteCompany', access: org('delete'), ...chosen, summary: '删除公司' },
  departmentList: { method: 'GET', path: '/api/Department/GetDepartmentList', access: dept('search'), ...chosen, summary: '部门列表' },
  departmentCreate: { method: 'POST', path: '/api/Department/CreateDepartment', access: dept('add'), ...chosen, summary: '新增部门' },
  departmentUpdate: { method: 'POST', path: '/api/Department/UpdateDepartment', access: dept('edit'), ...chosen, summary: '修改部门' },
  departmentDelete: { method: 'POST', path: '/api/Department/DeleteDepartment', access: dept('delete'), ...chosen, summary: '删除部门' },
  menuTree: { method: 'GET', path: '/api/Menu/GetMenuTree', access: role('search'), ...chosen, summary: '菜单树' },
  menuCreate: { method: 'POST', path: '/api/Menu/CreateMenu', access: 'admin', ...chosen, summary: '新增菜单' },
  menuUpdate: { method: 'POST', path: '/api/Menu/UpdateMenu', access: 'admin', ...chosen, summary: '修改菜单' },
  menuDelete: { method: 'POST', path: '/api/Menu/DeleteMenu', access: 'admin', ...chosen, summary: '删除菜单' },
  roleList: { method: 'GET', path: '/api/Role/GetRoleList', access: role('search'), ...chosen, summary: '角色列表' },
  roleCreate: { method: 'POST', path: '/api/Role/CreateRole', access: role('add'), ...chosen, summary: '新增角色' },
  roleUpdate: { method: 'POST', path: '/api/Role/UpdateRole', access: role('edit'), ...chosen, summary: '修改角色' },
  roleDelete: { method: 'POST', path: '/api/Role/DeleteRole', access: role('delete'), ...chosen, summary: '删除角色' },
  roleMenus: { method: 'GET', path: '/api/Role/GetRoleMenus', access: role('search'), ...chosen, summary: '角色权限' },
  roleUpdateMenus: { method: 'POST', path: '/api/Role/UpdateRoleMenus', access: role('edit'), ...chosen, summary: '分配角色权限' },
  roleGroupList: { method: 'GET', path: '/api/RoleGroup/GetRoleGroupList', access: group('search'), ...chosen, summary: '角色组列表' },
  roleGroupCreate: { method: 'POST', path: '/api/RoleGroup/CreateRoleGroup', access: group('add'), ...chosen, summary: '新增角色组' },
  roleGroupUpdate: { method: 'POST', path: '/api/RoleGroup/UpdateRoleGroup', access: group('edit'), ...chosen, summary: '修改角色组' },
  roleGroupDelete: { method: 'POST', path: '/api/RoleGroup/DeleteRoleGroup', access: group('delete'), ...chosen, summary: '删除角色组' },
});
