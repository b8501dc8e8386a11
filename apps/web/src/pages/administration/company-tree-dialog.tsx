import { Box, Button, Dialog, Field, HStack, Input, NativeSelect, Portal, SimpleGrid, Spinner, Table } from '@chakra-ui/react';
import { CompanyTreeViewModel, vmMessages, type CompanyField } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { DialogCloseButton } from '../../widgets/dialog-close-button';

const FIELDS: readonly { key: CompanyField; label: string }[] = [
  { key: 'companyName', label: '公司名称' },
  { key: 'companyType', label: '公司类型' },
  { key: 'creditCode', label: '统一社会信用代码' },
  { key: 'districtCode', label: '所属区域' },
];

/** 新增 / 编辑 a company of the tree. */
const CompanyForm = observer(function CompanyForm({ vm }: { vm: CompanyTreeViewModel }) {
  const creating = vm.formMode === 'create';
  return (
    <Dialog.Root open={vm.formMode !== undefined} onOpenChange={(e) => !e.open && vm.closeForm()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="company-form-dialog">
            <Dialog.Header>
              <Dialog.Title>{creating ? `新增${vm.title}` : `编辑${vm.title}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id="company-form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void vm.submit();
                }}
              >
                {creating && vm.parent !== undefined && <Box mb="3" color="gray.600">{messages.companyParentLabel(vm.parent.companyName)}</Box>}
                <SimpleGrid columns={2} gap="4">
                  {FIELDS.map((f) => (
                    <Field.Root key={f.key} invalid={f.key === 'companyName' && vm.nameError !== undefined} required={f.key === 'companyName'}>
                      <Field.Label>{f.label}</Field.Label>
                      {f.key === 'companyType' ? (
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field value={vm.values.companyType} onChange={(e) => vm.setValue('companyType', e.currentTarget.value)}>
                            {vm.typeOptions.map((o) => (
                              <option key={o.value} value={String(o.value)}>
                                {o.label}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      ) : (
                        <Input size="sm" value={vm.values[f.key]} onChange={(e) => vm.setValue(f.key, e.target.value)} />
                      )}
                      {f.key === 'companyName' && vm.nameError !== undefined && <Field.ErrorText>{vm.nameError}</Field.ErrorText>}
                    </Field.Root>
                  ))}
                </SimpleGrid>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={vm.closeForm}>
                {messages.cancel}
              </Button>
              <Button type="submit" form="company-form" colorPalette="blue" loading={vm.saving}>
                {creating ? vmMessages.recordAdd : vmMessages.recordUpdate}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

/**
 * 公司管理 (docs/decisions/0331), opened from 组织机构's toolbar: the three-level company tree, indented by level,
 * with 新增 of a top-level company (system administrators), 新增下级 (above the third level), 编辑 and 删除 by the page's buttons.
 */
export const CompanyTreeDialog = observer(function CompanyTreeDialog() {
  const vm = useInjection(CompanyTreeViewModel);
  return (
    <Dialog.Root open={vm.isOpen} onOpenChange={(e) => !e.open && vm.close()} placement="center" size="xl" scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="company-tree-dialog">
            <Dialog.Header>
              <Dialog.Title>{vmMessages.companyTreeAction}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {vm.canAddTop && (
                <Button size="sm" colorPalette="blue" mb="3" onClick={() => vm.openCreate()} data-testid="company-add-top">
                  {vmMessages.recordAdd}
                </Button>
              )}
              {vm.loading && vm.rows.length === 0 ? (
                <Spinner />
              ) : (
                <Table.Root size="sm" aria-label={messages.companyTreeLabel}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>公司名称</Table.ColumnHeader>
                      <Table.ColumnHeader>公司类型</Table.ColumnHeader>
                      <Table.ColumnHeader>所属区域</Table.ColumnHeader>
                      <Table.ColumnHeader>{messages.actions}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {vm.visible.map((node) => (
                      <Table.Row key={node.row.id} aria-level={node.level} data-level={node.level}>
                        <Table.Cell pl={`${node.level * 1.25}rem`}>{node.row.companyName}</Table.Cell>
                        <Table.Cell>{vm.typeLabel(node.row.companyType)}</Table.Cell>
                        <Table.Cell>{node.row.districtCode}</Table.Cell>
                        <Table.Cell>
                          <HStack gap="1">
                            {vm.canAddChild(node) && (
                              <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => vm.openCreate(node.row)}>
                                {vmMessages.addChildAction}
                              </Button>
                            )}
                            {vm.buttons.edit === true && (
                              <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => vm.openEdit(node.row)}>
                                {vmMessages.recordEdit}
                              </Button>
                            )}
                            {vm.buttons.delete === true && (
                              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void vm.remove(node.row)}>
                                {vmMessages.recordDelete}
                              </Button>
                            )}
                          </HStack>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
              <CompanyForm vm={vm} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={vm.close}>
                {messages.close}
              </Button>
            </Dialog.Footer>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
