import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { messages } from '../../messages';
import { RecordFieldEditor } from './record-field-editor';
import { DialogCloseButton } from '../../widgets/dialog-close-button';
import type { RecordMoveModel } from './record-models';

/** A workflow move that writes fields (关闭报警记录: 处理措施): the fields by kind, 取消 and 确定. */
export const RecordMoveDialog = observer(function RecordMoveDialog({ move, testId }: { move: RecordMoveModel; testId: string }) {
  const formId = `${testId}-move-form`;
  return (
    <Dialog.Root open={move.open} onOpenChange={(e) => !e.open && move.close()} placement="center" size="md" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${testId}-move-dialog`}>
            <Dialog.Header>
              <Dialog.Title>{move.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                noValidate
                id={formId}
                onSubmit={(e) => {
                  e.preventDefault();
                  void move.submit();
                }}
              >
                <Stack gap="4">
                  {move.fields.map((field) => (
                    <RecordFieldEditor key={field.key} field={field} />
                  ))}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={move.close}>
                {messages.cancel}
              </Button>
              <Button type="submit" form={formId} colorPalette="blue" loading={move.saving}>
                {messages.confirm}
              </Button>
            </Dialog.Footer>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
