import { Button, Dialog, NativeSelect, Portal, Text } from '@chakra-ui/react';
import { MonitorViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';

/** The 监视公司 dialog (SPEC §4): pick a watched company (or leave the first) and confirm. */
const MonitorDialog = observer(function MonitorDialog() {
  const vm = useInjection(MonitorViewModel);
  return (
    <Dialog.Root open={vm.dialogOpen} onOpenChange={(e) => !e.open && vm.closeDialog()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="monitor-dialog">
            <Dialog.Header>
              <Dialog.Title>{vm.dialogTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <NativeSelect.Root>
                <NativeSelect.Field
                  aria-label={vm.dialogTitle}
                  value={vm.chosenCompanyId === undefined ? '' : String(vm.chosenCompanyId)}
                  onChange={(e) => vm.choose(e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value))}
                >
                  <option value="">—</option>
                  {vm.watchedCompanies.map((c) => (
                    <option key={c.companyID} value={String(c.companyID)}>
                      {c.companyName}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {vm.watchedCompanies.length === 0 && <Text mt="2">{messages.noData}</Text>}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={vm.closeDialog}>
                {messages.cancel}
              </Button>
              <Button colorPalette="blue" loading={vm.busy} onClick={() => void vm.confirm()}>
                {messages.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
export default MonitorDialog;
