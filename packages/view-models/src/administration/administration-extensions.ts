import { organisationRecord, roleRecord, userRecord } from '@worksite/contract';
import { vmMessages } from '../messages';
import type { RecordExtension, RecordExtensions, RecordListHandle } from '../records/record-extensions';
import { rowId, type RecordRow } from '../records/record-fields';
import type { CompanyTreeViewModel } from './company-tree-view-model';
import type { GrantTreeViewModel } from './grant-tree-view-model';
import type { MenuTreeViewModel } from './menu-tree-view-model';
import { UserAssignmentViewModel } from './user-assignment-view-model';
import { isActiveAccount, userRowOf, type UserActionsViewModel } from './user-actions-view-model';

const canEdit = (list: RecordListHandle): boolean => list.buttons.edit === true;

/** 用户管理's rows: 分配角色, 重置密码 and 启用 / 禁用 of an approved account, with the edit button. */
export function userExtension(users: UserActionsViewModel, assignment: UserAssignmentViewModel): RecordExtension {
  const active = (row: RecordRow) => isActiveAccount(userRowOf(row));
  return {
    rowActions: [
      {
        key: 'assign',
        label: vmMessages.assignAction,
        visible: (row, list) => canEdit(list) && active(row) && UserAssignmentViewModel.assignable(row),
        run: (row, list) => assignment.open(row, list.load),
      },
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

/**
 * 角色管理's rows: 分配权限 (the grant tree dialog), with the edit button (granting is an edit of the role); its
 * toolbar: 菜单管理 for system administrators.
 */
export function roleExtension(grants: GrantTreeViewModel, menus: MenuTreeViewModel): RecordExtension {
  return {
    toolbarActions: [{ key: 'menus', label: vmMessages.menuTreeAction, visible: () => menus.allowed, run: () => menus.open() }],
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

/** 组织机构's toolbar: 公司管理 (the three-level company tree, guarded by the same page), with the search button. */
export function organisationExtension(companies: CompanyTreeViewModel): RecordExtension {
  return {
    toolbarActions: [{ key: 'companies', label: vmMessages.companyTreeAction, visible: (list) => list.buttons.search === true, run: () => companies.open() }],
  };
}

/** The view-models the administration actions open. */
export interface AdministrationDialogs {
  readonly users: UserActionsViewModel;
  readonly assignment: UserAssignmentViewModel;
  readonly grants: GrantTreeViewModel;
  readonly companies: CompanyTreeViewModel;
  readonly menus: MenuTreeViewModel;
}

/** Registers the administration actions on the generic record pages (once, at start-up). */
export function registerAdministrationExtensions(extensions: RecordExtensions, dialogs: AdministrationDialogs): void {
  extensions.register(userRecord.name, userExtension(dialogs.users, dialogs.assignment));
  extensions.register(roleRecord.name, roleExtension(dialogs.grants, dialogs.menus));
  extensions.register(organisationRecord.name, organisationExtension(dialogs.companies));
}
