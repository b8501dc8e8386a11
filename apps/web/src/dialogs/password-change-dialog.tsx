import { Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import type { PasswordChangeViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { messages } from '../messages';

/** Change password (SPEC §4, §5): the back-office form or the large-screen one, as the view-model's variant says. */
const PasswordChangeDialog = observer(function PasswordChangeDialog({ vm }: { vm: PasswordChangeViewModel }) {
  const location = useLocation();
  return (
    <Dialog.Root open={vm.open} onOpenChange={(e) => !e.open && vm.close()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="password-dialog" data-variant={vm.variant}>
            <Dialog.Header>
              <Dialog.Title>{messages.changePassword}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                noValidate
                id={`password-form-${vm.variant}`}
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={vm.close}>
                {messages.cancel}
              </Button>
              <Button type="submit" form={`password-form-${vm.variant}`} colorPalette="blue" loading={vm.submitting}>
                {messages.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
export default PasswordChangeDialog;
