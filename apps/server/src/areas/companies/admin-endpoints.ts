import type { ButtonName, EndpointAccess, EnvelopeKind } from '@worksite/contract';
import { contractEndpoint } from '../../contract-endpoint';

const p = (page: string, subPage: string, button: ButtonName): EndpointAccess => ({ page, subPage, button });
const org = (b: ButtonName) => p('orgManage', 'organisation', b);
const dept = (b: ButtonName) => p('orgManage', 'department', b);
const role = (b: ButtonName) => p('systemManage', 'role', b);
const group = (b: ButtonName) => p('systemManage', 'roleGroup', b);
const get = (path: string, access: EndpointAccess, envelope: EnvelopeKind = 'data') => ({ method: 'GET' as const, path, access, envelope });
const post = (path: string, access: EndpointAccess) => ({ method: 'POST' as const, path, access });

/**
 * Administration calls SPEC does not show (docs/decisions/0110-admin-paths.md): companies, departments,
 * the menu tree, roles, role groups and role grants. The contract's entry wins once it has one.
 */
export const adminEndpoints = {
  companyList: contractEndpoint('companyList', get('/api/Company/GetCompanyList', org('search'))),
  companyCreate: contractEndpoint('companyCreate', post('/api/Company/CreateCompany', org('add'))),
  companyUpdate: contractEndpoint('companyUpdate', post('/api/Company/UpdateCompany', org('edit'))),
  companyDelete: contractEndpoint('companyDelete', post('/api/Company/DeleteCompany', org('delete'))),
  departmentList: contractEndpoint('departmentList', get('/api/Department/GetDepartmentList', dept('search'))),
  departmentCreate: contractEndpoint('departmentCreate', post('/api/Department/CreateDepartment', dept('add'))),
  departmentUpdate: contractEndpoint('departmentUpdate', post('/api/Department/UpdateDepartment', dept('edit'))),
  departmentDelete: contractEndpoint('departmentDelete', post('/api/Department/DeleteDepartment', dept('delete'))),
  menuTree: contractEndpoint('menuTree', get('/api/Menu/GetMenuTree', role('search'))),
  menuCreate: contractEndpoint('menuCreate', post('/api/Menu/CreateMenu', 'admin')),
  menuUpdate: contractEndpoint('menuUpdate', post('/api/Menu/UpdateMenu', 'admin')),
  menuDelete: contractEndpoint('menuDelete', post('/api/Menu/DeleteMenu', 'admin')),
  roleList: contractEndpoint('roleList', get('/api/Role/GetRoleList', role('search'))),
  roleCreate: contractEndpoint('roleCreate', post('/api/Role/CreateRole', role('add'))),
  roleUpdate: contractEndpoint('roleUpdate', post('/api/Role/UpdateRole', role('edit'))),
  roleDelete: contractEndpoint('roleDelete', post('/api/Role/DeleteRole', role('delete'))),
  roleMenus: contractEndpoint('roleMenus', get('/api/Role/GetRoleMenus', role('search'))),
  roleUpdateMenus: contractEndpoint('roleUpdateMenus', post('/api/Role/UpdateRoleMenus', role('edit'))),
  roleGroupList: contractEndpoint('roleGroupList', get('/api/RoleGroup/GetRoleGroupList', group('search'))),
  roleGroupCreate: contractEndpoint('roleGroupCreate', post('/api/RoleGroup/CreateRoleGroup', group('add'))),
  roleGroupUpdate: contractEndpoint('roleGroupUpdate', post('/api/RoleGroup/UpdateRoleGroup', group('edit'))),
  roleGroupDelete: contractEndpoint('roleGroupDelete', post('/api/RoleGroup/DeleteRoleGroup', group('delete'))),
};
