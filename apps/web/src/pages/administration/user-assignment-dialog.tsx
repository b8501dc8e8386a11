import { Box, Button, Dialog, Field, NativeSelect, Portal, Spinner, Stack } from '@chakra-ui/react';
import { UserAssignmentViewModel, vmMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';

/** 分配角色 of a 用户管理 row: the company's roles as checkboxes, the department by full path, 保存 / 取消. */
export const UserAssignmentDialog = observer(function UserAssignmentDialog() {
  const vm = useInjection(UserAssignmentViewModel);
  return (
    <Dialog.Root open={vm.isOpen} onOpenChange={(e) => !e.open && vm.close()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="user-assignment-dialog">
            <Dialog.Header>
              <Dialog.Title>{vm.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {vm.user !== undefined && <Box mb="3" color="gray.600">{messages.assignUserLabel(vm.user.userName, vm.user.companyName)}</Box>}
              {vm.loading ? (
                <Spinner />
              ) : (
                <Stack gap="4">
                  <fieldset>
                    <legend>{vmMessages.assignRolesLabel}</legend>
                    <Stack direction="row" wrap="wrap" gap="4" mt="2">
                      {vm.roles.map((r) => (
                        <label key={r.id} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
                          <input type="checkbox" checked={vm.hasRole(r.id)} onChange={() => vm.toggleRole(r.id)} />
                          <span>{r.label}</span>
                        </label>
                      ))}
                    </Stack>
                  </fieldset>
                  <Field.Root>
                    <Field.Label>{vmMessages.assignDepartmentLabel}</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field value={vm.departmentId} onChange={(e) => vm.setDepartment(e.currentTarget.value)}>
                        <option value="">{messages.selectPlaceholder(vmMessages.assignDepartmentLabel)}</option>
                        {vm.departments.map((d) => (
                          <option key={d.id} value={String(d.id)}>
                            {d.label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={vm.close}>
                {messages.cancel}
              </Button>
              <Button colorPalette="blue" loading={vm.saving} disabled={vm.loading} onClick={() => void vm.save()}>
                {vmMessages.saveButton}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
