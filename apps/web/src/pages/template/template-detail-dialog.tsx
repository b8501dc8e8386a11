import { Button, Center, Dialog, Portal, Spinner, Text } from '@chakra-ui/react';
import type { RecordViewerViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { messages } from '../../messages';
import { RecordViewer } from './record-viewer';

/** 查看: the record viewer of SPEC §2.9 in a dialog 60% wide (SPEC §2.8). */
export const TemplateDetailDialog = observer(function TemplateDetailDialog({ vm }: { vm: RecordViewerViewModel }) {
  return (
    <Dialog.Root open={vm.open} onOpenChange={(e) => !e.open && vm.close()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width={vm.dialogWidth} maxW={vm.dialogWidth} data-testid="template-detail-dialog">
            <Dialog.Header>
              <Dialog.Title>{messages.detailTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {vm.loading && (
                <Center py="8">
                  <Spinner />
                </Center>
              )}
              {!vm.loading && vm.error !== undefined && <Text color="red.500">{vm.error}</Text>}
              {!vm.loading && vm.layout !== undefined && <RecordViewer layout={vm.layout} />}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={vm.close}>
                {messages.close}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
