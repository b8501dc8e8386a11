import { Spinner } from '@chakra-ui/react';
import { MenuTreeViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { AdminDialog, CloseFooter } from '../../widgets/admin-dialog';
import { TreeFormDialog, TreeRowActions, TreeTable } from './tree-dialog-parts';

/** 菜单管理 (docs/decisions/0333), opened from 角色管理's toolbar by a system administrator; columns and form are the menu declaration's (0483). */
export const MenuTreeDialog = observer(function MenuTreeDialog() {
  const vm = useInjection(MenuTreeViewModel);
  const rows = vm.lines.map((line) => ({
    key: line.id,
    level: line.level,
    cells: [line.node.textStr, line.node.pagePermission, line.node.typeStr],
    actions: <TreeRowActions addChild={vm.canAddChild(line) ? () => vm.openCreate(line) : undefined} edit={() => vm.openEdit(line)} remove={() => void vm.remove(line)} />,
  }));
  return (
    <AdminDialog open={vm.isOpen} onClose={vm.close} title={vm.title} testId="menu-tree-dialog" size="xl" scrollInside footer={<CloseFooter onClose={vm.close} />}>
      {vm.loading && vm.lines.length === 0 ? <Spinner /> : <TreeTable label={messages.menuTreeLabel} columns={vm.columns} rows={rows} />}
      <TreeFormDialog
        vm={vm}
        title={vm.recordTitle}
        testId="menu-form-dialog"
        parentLabel={vm.parent && messages.menuParentLabel(vm.parent.node.textStr)}
        hidden={vm.formMode === 'create' ? [] : ['typeStr']}
        locked={vm.keyLocked ? ['pagePermission'] : []}
      />
    </AdminDialog>
  );
});
