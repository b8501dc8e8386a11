import { Button, Center, DataList, Dialog, Portal, Spinner } from '@chakra-ui/react';
import type { DetailDialog } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { RecordTrail } from './record-trail';
import { DialogCloseButton } from '../../widgets/dialog-close-button';

export interface RecordDetailDialogProps {
  readonly detail: DetailDialog;
  readonly testId: string;
  /** A body of the record type's own (the template viewer of SPEC §2.9); else the label/value pairs. */
  readonly body?: ReactNode;
  /** Dialog width (the template viewer is 60 %). */
  readonly width?: string;
}

/** {title}详情: the record's label/value pairs (or the type's own renderer), 关闭. */
export const RecordDetailDialog = observer(function RecordDetailDialog({ detail, testId, body, width }: RecordDetailDialogProps) {
  return (
    <Dialog.Root open={detail.open} onOpenChange={(e) => !e.open && detail.close()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${testId}-detail-dialog`} width={width} maxW={width}>
            <Dialog.Header>
              <Dialog.Title>{detail.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {detail.loading ? (
                <Center py="8">
                  <Spinner />
                </Center>
              ) : (
                <>
                  {body ?? (
                    <DataList.Root orientation="horizontal" size="sm">
                      {detail.items.map((p) => (
                        <DataList.Item key={p.key}>
                          <DataList.ItemLabel>{p.label}</DataList.ItemLabel>
                          <DataList.ItemValue>{p.value}</DataList.ItemValue>
                        </DataList.Item>
                      ))}
                    </DataList.Root>
                  )}
                  <RecordTrail detail={detail} testId={testId} />
                </>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={detail.close}>
                {messages.close}
              </Button>
            </Dialog.Footer>
            <DialogCloseButton />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
