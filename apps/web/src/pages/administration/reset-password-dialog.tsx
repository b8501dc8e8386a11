import { Button, Field, Input } from '@chakra-ui/react';
import { UserActionsViewModel, vmMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { AdminDialog } from '../../widgets/admin-dialog';

/** 重置密码 of a 用户管理 row: the new password (SPEC §5's length rule), 取消 and 确定. */
export const ResetPasswordDialog = observer(function ResetPasswordDialog() {
  const vm = useInjection(UserActionsViewModel);
  const target = vm.resetTarget;
  return (
    <AdminDialog
      open={target !== undefined}
      onClose={vm.closeReset}
      title={vmMessages.resetPasswordTitle}
      testId="reset-password-dialog"
      footer={
        <>
          <Button variant="outline" onClick={vm.closeReset}>
            {messages.cancel}
          </Button>
          <Button type="submit" form="reset-password-form" colorPalette="blue" loading={vm.busy}>
            {messages.confirm}
          </Button>
        </>
      }
    >
      <form
        id="reset-password-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void vm.submitReset();
        }}
      >
        <Field.Root invalid={vm.passwordError !== undefined}>
          <Field.Label>{vmMessages.newPasswordLabel}</Field.Label>
          <Input
            type="password"
            autoComplete="new-password"
            value={vm.newPassword}
            placeholder={messages.resetPasswordFor(target?.userName ?? '')}
            onChange={(e) => vm.setNewPassword(e.target.value)}
          />
          {vm.passwordError !== undefined && <Field.ErrorText>{vm.passwordError}</Field.ErrorText>}
        </Field.Root>
      </form>
    </AdminDialog>
  );
});
