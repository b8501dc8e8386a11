import { contractEndpoint } from '../../contract-endpoint';

/** Session and own-account calls (SPEC §7; paths SPEC does not show are the contract's choice). */
export const sessionEndpoints = {
  login: contractEndpoint('login', { method: 'POST', path: '/web/login', access: 'public', envelope: 'status1' }),
  loginAlt: contractEndpoint('loginAlt', { method: 'POST', path: '/web/oauth/token', access: 'public', envelope: 'status1' }),
  logout: contractEndpoint('logout', { method: 'POST', path: '/web/logout', access: 'session' }),
  getToken: contractEndpoint('getToken', { method: 'POST', path: '/api/token/getToken', access: 'session', envelope: 'code0' }),
  register: contractEndpoint('register', { method: 'POST', path: '/api/Employee/PCEmployeeRegister', access: 'public', envelope: 'status1' }),
  modifyPwd: contractEndpoint('modifyPwd', { method: 'POST', path: '/api/Employee/PCModifyPwd', access: 'session', envelope: 'status1' }),
  modifyPwdMinapp: contractEndpoint('modifyPwdMinapp', { method: 'POST', path: '/api/Employee/ModifyPwd', access: 'session', envelope: 'status1' }),
  userInfo: contractEndpoint('userInfo', { method: 'GET', path: '/api/ERPUser/GetUserInfo', access: 'session' }),
  companySwitch: contractEndpoint('companySwitch', { method: 'POST', path: '/api/ERPUser/UpdateUserRedis', access: 'session' }),
};
