import { GrantTreeDialog } from './grant-tree-dialog';
import { MenuTreeDialog } from './menu-tree-dialog';

/** The dialogs of 角色管理's extension actions: 分配权限 and 菜单管理. */
export function RoleDialogs() {
  return (
    <>
      <GrantTreeDialog />
      <MenuTreeDialog />
    </>
  );
}
