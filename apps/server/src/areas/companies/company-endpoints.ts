import { contractEndpoint } from '../../shared/contract-endpoint';

/**
 * Company and department administration, calls SPEC does not show (docs/decisions/0110-admin-paths.md);
 * paths, methods and access are the contract catalogue's.
 */
export const companyEndpoints = {
  companyList: contractEndpoint('companyList'),
  companyCreate: contractEndpoint('companyCreate'),
  companyUpdate: contractEndpoint('companyUpdate'),
  companyDelete: contractEndpoint('companyDelete'),
  departmentList: contractEndpoint('departmentList'),
  departmentCreate: contractEndpoint('departmentCreate'),
  departmentUpdate: contractEndpoint('departmentUpdate'),
  departmentDelete: contractEndpoint('departmentDelete'),
};
