import { Button, Spinner } from '@chakra-ui/react';
import { CompanyTreeViewModel, vmMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { AdminDialog, CloseFooter } from '../../widgets/admin-dialog';
import { TreeFormDialog, TreeRowActions, TreeTable } from './tree-dialog-parts';

/**
 * 公司管理 (docs/decisions/0331), opened from 组织机构's toolbar: the three-level company tree, indented by level,
 * with 新增 of a top-level company (system administrators), 新增下级 (above the third level), 编辑 and 删除 by the
 * page's buttons. Columns and form are the company declaration's (docs/decisions/0483).
 */
export const CompanyTreeDialog = observer(function CompanyTreeDialog() {
  const vm = useInjection(CompanyTreeViewModel);
  const rows = vm.visible.map((node) => ({
    key: node.row.id,
    level: node.level,
    cells: [node.row.companyName, vm.typeLabel(node.row.companyType), vm.districtName(node.row.districtCode)],
    actions: (
      <TreeRowActions
        addChild={vm.canAddChild(node) ? () => vm.openCreate(node.row) : undefined}
        edit={vm.buttons.edit === true ? () => vm.openEdit(node.row) : undefined}
        remove={vm.buttons.delete === true ? () => void vm.remove(node.row) : undefined}
      />
    ),
  }));
  return (
    <AdminDialog open={vm.isOpen} onClose={vm.close} title={vmMessages.companyTreeAction} testId="company-tree-dialog" size="xl" scrollInside footer={<CloseFooter onClose={vm.close} />}>
      {vm.canAddTop && (
        <Button size="sm" colorPalette="blue" mb="3" onClick={() => vm.openCreate()} data-testid="company-add-top">
          {vmMessages.recordAdd}
        </Button>
      )}
      {vm.loading && vm.rows.length === 0 ? <Spinner /> : <TreeTable label={messages.companyTreeLabel} columns={vm.columns} rows={rows} />}
      <TreeFormDialog vm={vm} title={vm.title} testId="company-form-dialog" parentLabel={vm.parent && messages.companyParentLabel(vm.parent.companyName)} />
    </AdminDialog>
  );
});
