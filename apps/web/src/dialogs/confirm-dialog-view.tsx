import { Button, Dialog, Portal } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { DialogConfirm } from '../ports/dialog-confirm';

/** The ConfirmDialog port's current request as a Chakra alert dialog (离线提示, delete confirmations, 提示 alerts). */
const ConfirmDialogView = observer(function ConfirmDialogView({ dialog }: { dialog: DialogConfirm }) {
  const request = dialog.current;
  return (
    <Dialog.Root
      role="alertdialog"
      open={request !== undefined}
      onOpenChange={(e) => {
        if (!e.open) dialog.answer(false);
      }}
      closeOnInteractOutside={false}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{request?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{request?.message}</Dialog.Body>
            <Dialog.Footer>
              {request?.cancelText !== undefined && (
                <Button variant="outline" onClick={() => dialog.answer(false)}>
                  {request.cancelText}
                </Button>
              )}
              <Button colorPalette={request?.tone === 'error' ? 'red' : 'blue'} onClick={() => dialog.answer(true)}>
                {request?.confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

export default ConfirmDialogView;
