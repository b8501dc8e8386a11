import * as t from 'io-ts';
import { param } from '../call-params/call-param';
import { CompanySwitchResponse } from '../codecs/company-switch-response';
import { LoginResponse } from '../codecs/login-response';
import {
  AltLoginForm,
  CompanySwitchParams,
  LoginForm,
  MinappModifyPwdParams,
  ModifyPwdParams,
  RegisterForm,
  SendMessageParams,
} from '../codecs/session-requests';
import { UserInfo } from '../codecs/user-info';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { callSpec } from '../records/derive/record-catalogue';
import { recordMessages as m } from '../records/record-messages';
import { userRecord } from '../records/user-record';
import { defineEndpoints, perm } from '../define-endpoints';

const u = <K extends string>(key: K) => callSpec(userRecord, key);

/** Sign-in, tokens, registration, own account, company switch and user management (SPEC §7; users derive from records/user-record.ts). */
export const sessionUserEndpoints = defineEndpoints({
  login: { method: 'POST', path: '/web/login', access: 'public', envelope: 'status1', request: LoginForm, response: LoginResponse, summary: '登录' },
  loginAlt: {
    method: 'POST', path: '/web/oauth/token', pathChosen: true, access: 'public', envelope: 'status1',
    request: AltLoginForm, response: LoginResponse, summary: '登录（备用方式：grant_type 与验证码）',
  },
  logout: { method: 'POST', path: '/web/logout', pathChosen: true, access: 'session', summary: '退出登录，吊销令牌' },
  getToken: { method: 'POST', path: '/api/token/getToken', access: 'session', envelope: 'code0', response: t.string, summary: '换取新的访问令牌' },
  register: { method: 'POST', path: '/api/Employee/PCEmployeeRegister', access: 'public', envelope: 'status1', request: RegisterForm, summary: '注册' },
  // SPEC lists SendMessage beside registration without a payload; it sends a platform message (notice)
  // to users or a company in the caller's scope (docs/decisions/0112), so it needs the platform-push add button.
  sendMessage: { method: 'POST', path: '/api/TySendMessage/SendMessage', access: perm(PAGE.platformPush, SUBPAGE.pushConfig, 'add'), request: SendMessageParams, summary: '发送消息' },
  modifyEmployee: { method: 'POST', path: '/api/Employee/ModifyEmployee', access: 'session', summary: '修改本人员工信息' },
  modifyPwd: { method: 'POST', path: '/api/Employee/PCModifyPwd', access: 'session', envelope: 'status1', request: ModifyPwdParams, summary: '修改密码（后台）' },
  modifyPwdMinapp: {
    method: 'POST', path: '/api/Employee/ModifyPwd', pathChosen: true, access: 'session', envelope: 'status1',
    request: MinappModifyPwdParams, summary: '修改密码（大屏）',
  },
  userModifyPwd: u('resetPassword'),
  userList: u('list'),
  userCreate: u('create'),
  userEdit: u('update'),
  userDelete: u('delete'),
  userAudit: u('audit'),
  userUpdateRole: u('setRoles'),
  userWatchedCompanies: u('watchedCompanies'),
  userUpdateWatchedCompanies: u('setWatchedCompanies'),
  modifyMyInfo: { method: 'POST', path: '/api/ERPUser/ModifyMyInfo', access: 'session', summary: '修改个人信息' },
  updateDefaultUser: {
    method: 'POST', path: '/api/ERPUser/PCUpdateDefaultUser', access: 'session', summary: '设置默认公司',
    params: { companyId: param.id('公司', ['company_id', 'CompanyID', 'id'], { required: m.companyRequired }) },
  },
  userInfo: { method: 'GET', path: '/api/ERPUser/GetUserInfo', access: 'session', response: UserInfo, summary: '个人信息' },
  updateUserProject: {
    method: 'POST', path: '/api/ERPUser/UpdateUserProjectID', access: 'session', summary: '保存当前项目',
    params: { projectId: param.id('项目', ['project_id', 'ProjectID', 'PROJECT_ID', 'id'], { required: m.projectRequired }) },
  },
  companySwitch: {
    method: 'POST', path: '/api/ERPUser/UpdateUserRedis', access: 'session', request: CompanySwitchParams,
    response: CompanySwitchResponse, summary: '切换公司',
  },
});
