import { ListParams } from '../codecs/common-requests';
import { BooleanFromAny } from '../codecs/lenient';
import { User } from '../codecs/user';
import { PAGE, SUBPAGE } from '../menu/page-keys';
import { perm } from '../catalogue/define-endpoints';
import { auditWorkflow } from './declaration/audit-workflow';
import { declareRecord } from './declaration/declare-record';
import { field } from './declaration/fields';
import { recordMessages as m } from './record-messages';

/**
 * Users (SPEC §7 /api/ERPUser): accounts of the caller's companies, registrations awaiting audit for auditors.
 * Served by hand (areas/users): an account spans users, memberships, roles and project links and its password is
 * hashed and checked against its repeat, so the generic mount does not fit (docs/decisions/0312); the calls read
 * the user's own fields under this declaration's names.
 * Only SPEC's codecs are named. Phone numbers are masked (SPEC §5).
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
    codecs: 'spec',
    calls: {
      list: { name: 'userList', method: 'GET', action: 'QueryUserList', request: ListParams, response: User },
      create: { name: 'userCreate', method: 'POST', action: 'CreateUser' },
      update: { name: 'userEdit', method: 'POST', action: 'editUser' },
      delete: { name: 'userDelete', method: 'POST', action: 'deleteUser' },
      audit: { name: 'userAudit', method: 'POST', action: 'AuditUser' },
    },
    more: {
      resetPassword: { name: 'userModifyPwd', method: 'POST', action: 'ModifyPwd', button: 'edit', envelope: 'status1', summary: '重置用户密码' },
      setRoles: {
        name: 'userUpdateRole', method: 'POST', action: 'PCUpdateJiaoSe', access: perm(PAGE.systemManage, SUBPAGE.role, 'edit'), summary: '设置用户角色',
      },
    },
  },
  workflows: [auditWorkflow],
  fields: [
    field.id({ aliases: ['userId', 'user_id', 'UserID', 'rec_id'] }),
    field.text('userName', '用户名', {
      aliases: ['UserName', 'username'], required: m.userNameRequired, maxLength: 50, filterable: true, sortable: true, listed: true, excel: true,
      rules: [{ check: 'username', message: m.formatInvalid('用户名') }],
    }),
    field.text('realName', '姓名', { aliases: ['RealName', 'name'], maxLength: 50, filterable: true, listed: true, excel: true }),
    field.identity('phone', '手机号', 'mobile', { column: 'mobile', aliases: ['mobile', 'Mobile', 'Phone', 'tel'], maxLength: 20, filterable: true, listed: true, excel: true }),
    field.text('email', '邮箱', { aliases: ['Email'], maxLength: 100, excel: true, rules: [{ check: 'email', message: m.formatInvalid('邮箱') }] }),
    field.password('password', '密码', { column: 'password_hash', aliases: ['userPwd', 'Password'], required: m.passwordRequired }),
    field.lookup('userAuthType', '用户类型', 'userAuthType', { aliases: ['UserAuthType'], filterable: true, listed: true, excel: true }),
    field.switch('isSystemAdmin', '系统管理员', { codec: BooleanFromAny, kind: 'boolean', readOnly: true }),
    field.lookup('auditStatus', '审核状态', 'auditStatus', { aliases: ['AuditStatus'], readOnly: true, filterable: true, listed: true }),
    field.switch('status', '状态', { aliases: ['Status'], filterable: true, listed: true }),
    field.image('avatar', '头像', { aliases: ['Avatar', 'headImg'] }),
    field.createTime(),
  ],
});
