import { Box, Button, Center, Dialog, HStack, Portal, Spinner, Table } from '@chakra-ui/react';
import { MaintenanceRecordsViewModel, deviceMessages } from '@worksite/view-models';
import { TEMPLATE_DETAIL_DIALOG_WIDTH } from '@worksite/templates';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { AdminDialog, CloseFooter } from '../../widgets/admin-dialog';
import { EmptyTableRow } from '../../widgets/list-table-parts';
import { RecordViewer } from '../../widgets/record-viewer';

/** The records of one kind: time, recorder, 查看. */
const RecordsTable = observer(function RecordsTable({ vm }: { vm: MaintenanceRecordsViewModel }) {
  return (
    <Table.Root size="sm" aria-label={vm.kinds.find((k) => k.section === vm.kind)?.title}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{deviceMessages.recordTime}</Table.ColumnHeader>
          <Table.ColumnHeader>{deviceMessages.recordUser}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="center">{messages.actions}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {vm.records.map((r) => (
          <Table.Row key={r.id} data-testid="maintenance-record-row">
            <Table.Cell>{r.time}</Table.Cell>
            <Table.Cell>{r.userName}</Table.Cell>
            <Table.Cell textAlign="center">
              <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => vm.view(r)}>
                {deviceMessages.viewRecord}
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
        {vm.records.length === 0 && <EmptyTableRow colSpan={3} loading={vm.state === 'loading'} />}
      </Table.Body>
    </Table.Root>
  );
});

/** SPEC §2.9's read-only viewer on one record (60 % wide, like the template list's 查看). */
const RecordViewerDialog = observer(function RecordViewerDialog({ vm }: { vm: MaintenanceRecordsViewModel }) {
  const viewing = vm.viewing;
  return (
    <Dialog.Root open={viewing !== undefined} onOpenChange={(e) => !e.open && vm.closeViewer()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="maintenance-record-viewer" width={TEMPLATE_DETAIL_DIALOG_WIDTH} maxW={TEMPLATE_DETAIL_DIALOG_WIDTH}>
            <Dialog.Header>
              <Dialog.Title>{viewing?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{viewing !== undefined && <RecordViewer layout={viewing.layout} />}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={vm.closeViewer}>
                {messages.close}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger aria-label={messages.close} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

/** 维保记录 of a device: the four kinds as tabs, each kind's records (newest first), 查看 opens the viewer. */
export const MaintenanceRecordsDialog = observer(function MaintenanceRecordsDialog() {
  const vm = useInjection(MaintenanceRecordsViewModel);
  const device = vm.device;
  return (
    <>
      <AdminDialog
        open={device !== undefined}
        onClose={vm.close}
        title={deviceMessages.maintenanceRecordsTitle(device?.name ?? '')}
        testId="maintenance-records-dialog"
        size="lg"
        scrollInside
        footer={<CloseFooter onClose={vm.close} />}
      >
        <HStack gap="2" mb="3" role="tablist">
          {vm.kinds.map((k) => (
            <Button
              key={k.section}
              size="sm"
              role="tab"
              aria-selected={vm.kind === k.section}
              variant={vm.kind === k.section ? 'solid' : 'outline'}
              colorPalette="blue"
              onClick={() => void vm.setKind(k.section)}
            >
              {k.title}
            </Button>
          ))}
        </HStack>
        {vm.state === 'loading' && vm.records.length > 0 ? (
          <Center py="6">
            <Spinner />
          </Center>
        ) : (
          <Box>
            <RecordsTable vm={vm} />
          </Box>
        )}
      </AdminDialog>
      <RecordViewerDialog vm={vm} />
    </>
  );
});
