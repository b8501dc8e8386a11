import { ListParams } from '../codecs/common-requests';
import { BooleanFromAny } from '../codecs/lenient';
import { User } from '../codecs/user';
import { param } from '../call-params/call-param';
import { callParamsCodec } from '../call-params/call-params-codec';
import { UpdatedWatchedCompanies, WatchedCompanies } from '../codecs/watched-companies';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { perm } from '../define-endpoints';
import { auditWorkflow } from './declaration/audit-workflow';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/** Parameters of the user calls beside the user's own fields (docs/decisions/0413), each with the names it accepts. */
const companyId = param.id('公司', ['company_id']);
const departmentId = param.id('部门', ['department_id']);
const userCompanyId = param.id('公司', ['company_id', 'CompanyID']);
const userDepartmentId = param.id('部门', ['department_id', 'DepartmentID']);
const watchedUserId = param.id('用户编号', ['userId', 'user_id', 'UserID'], { required: m.idRequired });
const watchedParams = { id: watchedUserId } as const;
const setWatchedParams = { id: watchedUserId, companyIds: param.idList('监视公司', ['company_ids', 'CompanyIDs']) } as const;

/**
 * Users (SPEC §7 /api/ERPUser): accounts of the caller's companies, registrations awaiting audit for auditors.
 * On the generic mount with the users area's hooks (docs/decisions/0496): an account spans users, memberships,
 * roles and project links, its password is hashed and checked against its repeat, and its list is SPEC's `User`
 * rows; resetting a password, roles and watched companies are the area's own calls. Phone numbers are masked
 * (SPEC §5) except in the list of the caller's own users.
 */
export const userRecord = declareRecord({
  name: 'user',
  title: '用户',
  table: 'users',
  permission: { page: PAGE.systemManage, subPage: SUBPAGE.user },
  scope: 'none',
  softDeleteColumn: 'if_del',
  defaultSort: 'id',
  api: {
    prefix: '/api/ERPUser',
    alias: 'user',
    calls: {
      list: {
        method: 'GET', action: 'QueryUserList',
        params: { keyword: param.text('关键字', ['userName', 'realName', 'name'], { maxLength: 50 }), companyId, departmentId },
      },
      create: {
        method: 'POST', action: 'CreateUser',
        params: {
          companyId: userCompanyId,
          departmentId: userDepartmentId,
          roleIds: param.idList('角色', ['role_ids', 'RoleIDs']),
          // A district user's area code; a project user's project (required when 用户类型 is 2).
          authAreaCode: param.text('区域编码', ['AuthAreaCode']),
          authProjectId: param.id('项目', ['AuthProjectID', 'projectId']),
        },
      },
      update: { method: 'POST', action: 'editUser', params: { departmentId: userDepartmentId, companyId } },
      delete: { method: 'POST', action: 'deleteUser' },
      audit: { method: 'POST', action: 'AuditUser', params: { companyId, departmentId } },
    },
    more: {
      resetPassword: { method: 'POST', action: 'ModifyPwd', button: 'edit', envelope: 'status1', summary: '重置用户密码' },
      setRoles: { method: 'POST', action: 'PCUpdateJiaoSe', access: perm(PAGE.systemManage, SUBPAGE.role, 'edit'), summary: '设置用户角色',
        params: {
          userId: param.id('用户编号', ['user_id', 'UserID', 'id'], { required: m.idRequired }),
          roleIds: param.idList('角色', ['role_ids', 'RoleIDs', 'jiaoSe', 'roles']),
          companyId,
        },
      },
      // 监视公司 (SPEC §6 monitor mode) of a 用户管理 row; SPEC shows no call for it (docs/decisions/0344).
      watchedCompanies: { method: 'GET', action: 'GetWatchedCompanies', button: 'edit', summary: '用户的监视公司及可选公司', params: watchedParams,
      },
      setWatchedCompanies: { method: 'POST', action: 'UpdateWatchedCompanies', button: 'edit', summary: '设置用户的监视公司', params: setWatchedParams,
      },
    },
  },
  workflows: [auditWorkflow],
  fields: [
    field.id(),
    field.text('userName', '用户名', { required: m.userNameRequired, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true,
      rules: [{ check: 'username', message: m.formatInvalid('用户名') }],
    }),
    field.text('realName', '姓名', { maxLength: 50, filterable: true, listed: true, excel: true }),
    field.identity('phone', '手机号', 'mobile', { column: 'mobile', maxLength: 20, filterable: true, listed: true, excel: true }),
    field.text('email', '邮箱', { maxLength: 100, excel: true, rules: [{ check: 'email', message: m.formatInvalid('邮箱') }] }),
    field.password('password', '密码', { column: 'password_hash', required: m.passwordRequired }),
    field.lookup('userAuthType', '用户类型', 'userAuthType', { filterable: true, listed: true, excel: true }),
    field.switch('isSystemAdmin', '系统管理员', { codec: BooleanFromAny, kind: 'boolean', readOnly: true }),
    field.lookup('auditStatus', '审核状态', 'auditStatus', { readOnly: true, filterable: true, listed: true }),
    field.switch('status', '状态', { filterable: true, listed: true }),
    field.image('avatar', '头像'),
    field.createTime(),
  ],
  wire: {
    specPaths: ['list', 'create', 'update', 'delete', 'audit', 'resetPassword', 'setRoles'],
    fields: {
      id: { aliases: ['userId', 'user_id', 'UserID', 'rec_id'] },
      userName: { aliases: ['UserName', 'username'] },
      realName: { aliases: ['RealName', 'name'] },
      phone: { aliases: ['mobile', 'Mobile', 'Phone', 'tel'] },
      email: { aliases: ['Email'] },
      password: { aliases: ['userPwd', 'Password'] },
      userAuthType: { aliases: ['UserAuthType'] },
      auditStatus: { aliases: ['AuditStatus'] },
      status: { aliases: ['Status'] },
      avatar: { aliases: ['Avatar', 'headImg'] },
    },
    calls: {
      list: { name: 'userList', request: ListParams, response: User },
      create: { name: 'userCreate' },
      update: { name: 'userEdit' },
      delete: { name: 'userDelete' },
      audit: { name: 'userAudit' },
      resetPassword: { name: 'userModifyPwd' },
      setRoles: { name: 'userUpdateRole' },
      watchedCompanies: { name: 'userWatchedCompanies', request: callParamsCodec(watchedParams), response: WatchedCompanies },
      setWatchedCompanies: { name: 'userUpdateWatchedCompanies', request: callParamsCodec(setWatchedParams), response: UpdatedWatchedCompanies },
    },
  },
});
