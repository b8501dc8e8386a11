import { Box, Field, NativeSelect, Spinner, Stack } from '@chakra-ui/react';
import { UserAssignmentViewModel, vmMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { AdminDialog, LabelledCheckbox, SaveFooter } from '../../widgets/admin-dialog';

/** 分配角色 of a 用户管理 row: the company's roles as checkboxes, the department by full path, 保存 / 取消. */
export const UserAssignmentDialog = observer(function UserAssignmentDialog() {
  const vm = useInjection(UserAssignmentViewModel);
  return (
    <AdminDialog
      open={vm.isOpen}
      onClose={vm.close}
      title={vm.title}
      testId="user-assignment-dialog"
      footer={<SaveFooter onCancel={vm.close} onSave={() => void vm.save()} saving={vm.saving} loading={vm.loading} />}
    >
      {vm.user !== undefined && <Box mb="3" color="gray.600">{messages.assignUserLabel(vm.user.userName, vm.user.companyName)}</Box>}
      {vm.loading ? (
        <Spinner />
      ) : (
        <Stack gap="4">
          <fieldset>
            <legend>{vmMessages.assignRolesLabel}</legend>
            <Stack direction="row" wrap="wrap" gap="4" mt="2">
              {vm.roles.map((r) => (
                <LabelledCheckbox key={r.id} checked={vm.hasRole(r.id)} label={r.label} onToggle={() => vm.toggleRole(r.id)} />
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
    </AdminDialog>
  );
});
