import { Box, Button, Dialog, Portal } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { messages } from '../../messages';

/** 导入失败: every row error the server answered (nothing was written), 确定 closes. */
export const ImportErrorsDialog = observer(function ImportErrorsDialog({ errors, onClose }: { errors: readonly string[]; onClose: () => void }) {
  return (
    <Dialog.Root role="alertdialog" open={errors.length > 0} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="import-errors-dialog">
            <Dialog.Header>
              <Dialog.Title>{messages.importFailed}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box as="ul" ps="5" listStyleType="disc">
                {errors.map((e, i) => (
                  <Box as="li" key={i} py="0.5">
                    {e}
                  </Box>
                ))}
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="blue" onClick={onClose}>
                {messages.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
