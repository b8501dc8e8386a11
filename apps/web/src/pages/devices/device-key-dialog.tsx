import { Button, Code, Field, Input, Text } from '@chakra-ui/react';
import { DeviceKeyViewModel, deviceMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { AdminDialog } from '../../widgets/admin-dialog';

/** 设备密钥: the key 重置密钥 just issued, shown once (docs/decisions/0380), then 关闭. */
export const DeviceKeyDialog = observer(function DeviceKeyDialog() {
  const vm = useInjection(DeviceKeyViewModel);
  const issued = vm.issued;
  return (
    <AdminDialog
      open={issued !== undefined}
      onClose={vm.close}
      title={deviceMessages.keyDialogTitle}
      testId="device-key-dialog"
      footer={
        <Button colorPalette="blue" onClick={vm.close}>
          {messages.close}
        </Button>
      }
    >
      <Text mb="3">
        <Code>{issued?.deviceName}</Code> {deviceMessages.keyDialogNote}
      </Text>
      <Field.Root>
        <Field.Label>{deviceMessages.keyLabel}</Field.Label>
        <Input readOnly value={issued?.ingestKey ?? ''} fontFamily="mono" data-testid="device-key" onFocus={(e) => e.currentTarget.select()} />
      </Field.Root>
    </AdminDialog>
  );
});
