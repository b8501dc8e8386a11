import { NativeSelect, Text } from '@chakra-ui/react';
import { MonitorViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';
import { AdminDialog, SaveFooter } from '../widgets/admin-dialog';

/** The 监视公司 dialog (SPEC §4): opens on the first watched company; pick another or confirm (decision 0624). */
const MonitorDialog = observer(function MonitorDialog() {
  const vm = useInjection(MonitorViewModel);
  return (
    <AdminDialog
      open={vm.dialogOpen}
      onClose={vm.closeDialog}
      title={vm.dialogTitle}
      testId="monitor-dialog"
      size="sm"
      quick
      footer={<SaveFooter onCancel={vm.closeDialog} onSave={() => void vm.confirm()} saving={vm.busy} loading={false} label={messages.confirm} />}
    >
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label={vm.dialogTitle}
          value={vm.chosenCompanyId === undefined ? '' : String(vm.chosenCompanyId)}
          onChange={(e) => vm.choose(e.currentTarget.value === '' ? undefined : Number(e.currentTarget.value))}
        >
          {vm.watchedCompanies.map((c) => (
            <option key={c.companyID} value={String(c.companyID)}>
              {c.companyName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {vm.watchedCompanies.length === 0 && <Text mt="2">{messages.noData}</Text>}
    </AdminDialog>
  );
});
export default MonitorDialog;
