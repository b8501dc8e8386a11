import { Box, Spinner, Stack } from '@chakra-ui/react';
import { WatchedCompaniesViewModel, vmMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { AdminDialog, LabelledCheckbox, SaveFooter } from '../../widgets/admin-dialog';

/** 监视公司 of a 用户管理 row: the companies the caller may offer as checkboxes (watched ones checked), 保存 / 取消. */
export const WatchedCompaniesDialog = observer(function WatchedCompaniesDialog() {
  const vm = useInjection(WatchedCompaniesViewModel);
  return (
    <AdminDialog
      open={vm.isOpen}
      onClose={vm.close}
      title={vm.title}
      testId="watched-companies-dialog"
      footer={<SaveFooter onCancel={vm.close} onSave={() => void vm.save()} saving={vm.saving} loading={vm.loading} />}
    >
      {vm.user !== undefined && <Box mb="3" color="gray.600">{messages.watchUserLabel(vm.user.userName)}</Box>}
      {vm.loading ? (
        <Spinner />
      ) : (
        <fieldset>
          <legend>{vmMessages.watchAction}</legend>
          <Stack gap="2" mt="2">
            {vm.companies.map((c) => (
              <LabelledCheckbox key={c.id} checked={vm.isWatched(c.id)} label={c.label} onToggle={() => vm.toggle(c.id)} />
            ))}
          </Stack>
        </fieldset>
      )}
    </AdminDialog>
  );
});
