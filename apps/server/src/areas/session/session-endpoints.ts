import { contractEndpoint } from '../../shared/contract-endpoint';

/** Session and own-account calls (SPEC §7; paths SPEC does not show are the contract's choice). */
export const sessionEndpoints = {
  login: contractEndpoint('login'),
  loginAlt: contractEndpoint('loginAlt'),
  logout: contractEndpoint('logout'),
  getToken: contractEndpoint('getToken'),
  register: contractEndpoint('register'),
  modifyPwd: contractEndpoint('modifyPwd'),
  modifyPwdMinapp: contractEndpoint('modifyPwdMinapp'),
  userInfo: contractEndpoint('userInfo'),
  companySwitch: contractEndpoint('companySwitch'),
};
