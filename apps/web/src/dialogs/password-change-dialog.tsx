import { Field, Input, Stack } from '@chakra-ui/react';
import type { PasswordChangeViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { messages } from '../messages';
import { AdminDialog, SubmitFooter } from '../widgets/admin-dialog';

/** Change password (SPEC §4, §5): the back-office form or the large-screen one, as the view-model's variant says. */
const PasswordChangeDialog = observer(function PasswordChangeDialog({ vm }: { vm: PasswordChangeViewModel }) {
  const location = useLocation();
  const formId = `password-form-${vm.variant}`;
  return (
    <AdminDialog
      open={vm.open}
      onClose={vm.close}
      title={messages.changePassword}
      testId="password-dialog"
      variant={vm.variant}
      size="sm"
      quick
      footer={<SubmitFooter formId={formId} onCancel={vm.close} saving={vm.submitting} label={messages.confirm} />}
    >
      <form
        noValidate
        id={formId}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.submit(`${location.pathname}${location.search}`);
        }}
      >
        <Stack gap="4">
          {vm.fields.map((field) => (
            <Field.Root key={field} invalid={vm.errors[field] !== undefined} required>
              <Field.Label>{messages.passwordLabels[field]}</Field.Label>
              <Input
                type="password"
                name={field}
                autoComplete={field === vm.oldField ? 'current-password' : 'new-password'}
                placeholder={messages.passwordPlaceholders[field]}
                value={vm.values[field]}
                onChange={(e) => vm.setValue(field, e.target.value)}
                onBlur={() => vm.blur(field)}
              />
              <Field.ErrorText>{vm.errors[field]}</Field.ErrorText>
            </Field.Root>
          ))}
        </Stack>
      </form>
    </AdminDialog>
  );
});
export default PasswordChangeDialog;
