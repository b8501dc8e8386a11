import { Box, Button, Dialog, Portal, Spinner, Stack } from '@chakra-ui/react';
import { WatchedCompaniesViewModel, vmMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';

/** 监视公司 of a 用户管理 row: the companies the caller may offer as checkboxes (watched ones checked), 保存 / 取消. */
export const WatchedCompaniesDialog = observer(function WatchedCompaniesDialog() {
  const vm = useInjection(WatchedCompaniesViewModel);
  return (
    <Dialog.Root open={vm.isOpen} onOpenChange={(e) => !e.open && vm.close()} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="watched-companies-dialog">
            <Dialog.Header>
              <Dialog.Title>{vm.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {vm.user !== undefined && <Box mb="3" color="gray.600">{messages.watchUserLabel(vm.user.userName)}</Box>}
              {vm.loading ? (
                <Spinner />
              ) : (
                <fieldset>
                  <legend>{vmMessages.watchAction}</legend>
                  <Stack gap="2" mt="2">
                    {vm.companies.map((c) => (
                      <label key={c.id} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
                        <input type="checkbox" checked={vm.isWatched(c.id)} onChange={() => vm.toggle(c.id)} />
                        <span>{c.label}</span>
                      </label>
                    ))}
                  </Stack>
                </fieldset>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={vm.close}>
                {messages.cancel}
              </Button>
              <Button colorPalette="blue" loading={vm.saving} disabled={vm.loading} onClick={() => void vm.save()}>
                {vmMessages.saveButton}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
