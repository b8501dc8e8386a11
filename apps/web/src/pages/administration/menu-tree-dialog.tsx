import { Box, Button, Dialog, Field, HStack, Input, NativeSelect, Portal, SimpleGrid, Spinner, Table } from '@chakra-ui/react';
import { MenuTreeViewModel, vmMessages, type MenuField } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { DialogCloseButton } from '../../widgets/dialog-close-button';

const TEXT_FIELDS: readonly { key: MenuField; label: string }[] = [
  { key: 'textStr', label: '菜单名称' },
  { key: 'pagePermission', label: '页面标识' },
  { key: 'navigatePageUrlPC', label: '页面地址' },
  { key: 'sort', label: '排序' },
];

/** 新增 / 编辑 a menu node. */
const MenuForm = observer(function MenuForm({ vm }: { vm: MenuTreeViewModel }) {
  const creating = vm.formMode === 'create';
  const keyLocked = !creating && vm.editing !== undefined && vm.isButton(vm.editing);
  return (
    <Dialog.Root open={vm.formMode !== undefined} onOpenChange={(e) => !e.open && vm.closeForm()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="menu-form-dialog">
            <Dialog.Header>
              <Dialog.Title>{creating ? '新增菜单' : '编辑菜单'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                id="menu-form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void vm.submit();
                }}
              >
                {creating && vm.parent !== undefined && <Box mb="3" color="gray.600">{messages.menuParentLabel(vm.parent.node.textStr)}</Box>}
                <SimpleGrid columns={2} gap="4">
                  {TEXT_FIELDS.map((f) => (
                    <Field.Root key={f.key} invalid={vm.errors[f.key] !== undefined} required={f.key === 'textStr' || f.key === 'pagePermission'}>
                      <Field.Label>{f.label}</Field.Label>
                      <Input size="sm" value={vm.values[f.key]} disabled={f.key === 'pagePermission' && keyLocked} onChange={(e) => vm.setValue(f.key, e.target.value)} />
                      {vm.errors[f.key] !== undefined && <Field.ErrorText>{vm.errors[f.key]}</Field.ErrorText>}
                    </Field.Root>
                  ))}
                  {creating && (
                    <Field.Root>
                      <Field.Label>类型</Field.Label>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field value={vm.values.typeStr} onChange={(e) => vm.setValue('typeStr', e.currentTarget.value)}>
                          <option value="菜单">菜单</option>
                          <option value="按钮">按钮</option>
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  )}
                  <Field.Root>
                    <Field.Label>是否显示</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field value={vm.values.isShow} onChange={(e) => vm.setValue('isShow', e.currentTarget.value)}>
                        <option value="1">{vmMessages.switchOn}</option>
                        <option value="0">{vmMessages.switchOff}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </SimpleGrid>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={vm.closeForm}>
                {messages.cancel}
              </Button>
              <Button type="submit" form="menu-form" colorPalette="blue" loading={vm.saving}>
                {creating ? vmMessages.recordAdd : vmMessages.recordUpdate}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

/** 菜单管理 (docs/decisions/0333), opened from 角色管理's toolbar by a system administrator. */
export const MenuTreeDialog = observer(function MenuTreeDialog() {
  const vm = useInjection(MenuTreeViewModel);
  return (
    <Dialog.Root open={vm.isOpen} onOpenChange={(e) => !e.open && vm.close()} placement="center" size="xl" scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="menu-tree-dialog">
            <Dialog.Header>
              <Dialog.Title>{vm.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {vm.loading && vm.lines.length === 0 ? (
                <Spinner />
              ) : (
                <Table.Root size="sm" aria-label={messages.menuTreeLabel}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>菜单名称</Table.ColumnHeader>
                      <Table.ColumnHeader>页面标识</Table.ColumnHeader>
                      <Table.ColumnHeader>类型</Table.ColumnHeader>
                      <Table.ColumnHeader>{messages.actions}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {vm.lines.map((line) => (
                      <Table.Row key={line.id} data-level={line.level}>
                        <Table.Cell pl={`${line.level * 1.25}rem`}>{line.node.textStr}</Table.Cell>
                        <Table.Cell>{line.node.pagePermission}</Table.Cell>
                        <Table.Cell>{line.node.typeStr}</Table.Cell>
                        <Table.Cell>
                          <HStack gap="1">
                            {vm.canAddChild(line) && (
                              <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => vm.openCreate(line)}>
                                {vmMessages.addChildAction}
                              </Button>
                            )}
                            <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => vm.openEdit(line)}>
                              {vmMessages.recordEdit}
                            </Button>
                            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void vm.remove(line)}>
                              {vmMessages.recordDelete}
                            </Button>
                          </HStack>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              )}
              <MenuForm vm={vm} />
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
