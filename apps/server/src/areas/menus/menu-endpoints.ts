import { contractEndpoint } from '../../shared/contract-endpoint';

/**
 * Administration of the menu tree, roles, role groups and role grants, calls SPEC does not show
 * (docs/decisions/0110-admin-paths.md); paths, methods and access are the contract catalogue's.
 */
export const menuEndpoints = {
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
