import { Button, Dialog, Portal, SimpleGrid } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { RecordFieldEditor } from './record-field-editor';
import type { RecordFieldModel, RecordFormModel } from './record-models';
import { DialogCloseButton } from '../../widgets/dialog-close-button';

export interface RecordFormDialogProps {
  readonly form: RecordFormModel;
  /** Names the dialog's test id (`{testId}-form-dialog`). */
  readonly testId: string;
  /** A field editor of a record type's own (e.g. the template question lists); else by field kind. */
  readonly editorFor?: (field: RecordFieldModel) => ReactNode | undefined;
}

/**
 * 新增{title} / 编辑{title}: every field by kind with its label and message, 取消 and 新增 / 修改. The page scrolls a
 * long form (scrollBehavior outside): a scrolling body would clip the remote select's popover.
 */
export const RecordFormDialog = observer(function RecordFormDialog({ form, testId, editorFor }: RecordFormDialogProps) {
  const formId = `${testId}-form`;
  return (
    <Dialog.Root open={form.open} onOpenChange={(e) => !e.open && form.close()} placement="center" size="lg" scrollBehavior="outside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${testId}-form-dialog`}>
            <Dialog.Header>
              <Dialog.Title>{form.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                noValidate
                id={formId}
                onSubmit={(e) => {
                  e.preventDefault();
                  void form.submit();
                }}
              >
                <SimpleGrid columns={2} gap="4">
                  {form.fields.map((field) => editorFor?.(field) ?? <RecordFieldEditor key={field.key} field={field} />)}
                </SimpleGrid>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={form.close}>
                {messages.cancel}
              </Button>
              <Button type="submit" form={formId} colorPalette="blue" loading={form.saving}>
                {form.submitLabel}
              </Button>
            </Dialog.Footer>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
