import { contractEndpoint } from '../../shared/contract-endpoint';

/**
 * Role grants, calls SPEC does not show (docs/decisions/0110-admin-paths.md), served by hand beside the roles'
 * generic mount; paths, methods and access are the contract catalogue's.
 */
export const menuEndpoints = {
  roleMenus: contractEndpoint('roleMenus'),
  roleUpdateMenus: contractEndpoint('roleUpdateMenus'),
};
