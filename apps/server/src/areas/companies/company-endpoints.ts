import { contractEndpoint } from '../../shared/contract-endpoint';

/**
 * Administration calls SPEC does not show (docs/decisions/0110-admin-paths.md): companies, departments,
 * the menu tree, roles, role groups and role grants; paths, methods and access are the contract catalogue's.
 */
export const adminEndpoints = {
  companyList: contractEndpoint('companyList'),
  companyCreate: contractEndpoint('companyCreate'),
  companyUpdate: contractEndpoint('companyUpdate'),
  companyDelete: contractEndpoint('companyDelete'),
  departmentList: contractEndpoint('departmentList'),
  departmentCreate: contractEndpoint('departmentCreate'),
  departmentUpdate: contractEndpoint('departmentUpdate'),
  departmentDelete: contractEndpoint('departmentDelete'),
  menuTree: contractEndpoint('menuTree'),
  menuCreate: contractEndpoint('menuCreate'),
  menuUpdate: contractEndpoint('menuUpdate'),
  menuDelete: contractEndpoint('menuDelete'),
  roleList: contractEndpoint('roleList'),
  roleCreate: contractEndpoint('roleCreate'),
  roleUpdate: contractEndpoint('roleUpdate'),
  roleDelete: contractEndpoint('roleDelete'),
  roleMenus: contractEndpoint('roleMenus'),
  roleUpdateMenus: contractEndpoint('roleUpdateMenus'),
  roleGroupList: contractEndpoint('roleGroupList'),
  roleGroupCreate: contractEndpoint('roleGroupCreate'),
  roleGroupUpdate: contractEndpoint('roleGroupUpdate'),
  roleGroupDelete: contractEndpoint('roleGroupDelete'),
};
