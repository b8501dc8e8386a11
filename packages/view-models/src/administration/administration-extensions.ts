import { roleRecord, userRecord } from '@worksite/contract';
import { vmMessages } from '../messages';
import type { RecordExtension, RecordExtensions, RecordListHandle } from '../records/record-extensions';
import { rowId, type RecordRow } from '../records/record-fields';
import type { GrantTreeViewModel } from './grant-tree-view-model';
import { isActiveAccount, userRowOf, type UserActionsViewModel } from './user-actions-view-model';

const canEdit = (list: RecordListHandle): boolean => list.buttons.edit === true;

/** 用户管理's rows: 重置密码 and 启用 / 禁用 of an approved account, with the edit button. */
export function userExtension(users: UserActionsViewModel): RecordExtension {
  const active = (row: RecordRow) => isActiveAccount(userRowOf(row));
  return {
    rowActions: [
      {
        key: 'resetPassword',
        label: vmMessages.resetPasswordAction,
        visible: (row, list) => canEdit(list) && active(row),
        run: (row, list) => users.openReset(userRowOf(row), list.load),
      },
      {
        key: 'enable',
        label: vmMessages.enableAction,
        visible: (row, list) => canEdit(list) && active(row) && userRowOf(row).status !== 1,
        run: (row, list) => users.setEnabled(userRowOf(row), true, list.load),
      },
      {
        key: 'disable',
        label: vmMessages.disableAction,
        visible: (row, list) => canEdit(list) && active(row) && userRowOf(row).status === 1,
        run: (row, list) => users.setEnabled(userRowOf(row), false, list.load),
      },
    ],
  };
}

/** 角色管理's rows: 分配权限 (the grant tree dialog), with the edit button (granting is an edit of the role). */
export function roleExtension(grants: GrantTreeViewModel): RecordExtension {
  return {
    rowActions: [
      {
        key: 'grantMenus',
        label: vmMessages.grantAction,
        visible: (_row, list) => canEdit(list),
        run: (row) => grants.open({ id: rowId(row), name: String(row.roleName ?? row.name ?? '') }),
      },
    ],
  };
}

/** Registers the administration actions on the generic record pages of users and roles (once, at start-up). */
export function registerAdministrationExtensions(extensions: RecordExtensions, users: UserActionsViewModel, grants: GrantTreeViewModel): void {
  extensions.register(userRecord.name, userExtension(users));
  extensions.register(roleRecord.name, roleExtension(grants));
}
