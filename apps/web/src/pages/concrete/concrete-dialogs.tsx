import { Box, Button, Field, Input, NativeSelect, Table, Text } from '@chakra-ui/react';
import { DeliveryViewModel, OrderHistoryViewModel, TankerBindViewModel, concreteMessages as m } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { AdminDialog, CloseFooter, SubmitFooter } from '../../widgets/admin-dialog';
import { ChoiceSelect, namedChoices } from '../../widgets/choice-select';
import { ConcreteReportDialog } from './concrete-report-dialog';

/** 发车 of a 任务管理 row: an idle car of the task's plant and the volume it loads. */
export const DeliveryDialog = observer(function DeliveryDialog() {
  const vm = useInjection(DeliveryViewModel);
  return (
    <AdminDialog open={vm.task !== undefined} onClose={vm.close} title={m.dispatchTitle} testId="delivery-dialog" footer={<SubmitFooter onCancel={vm.close} formId="delivery-form" saving={vm.busy} label={messages.confirm} />}>
      <form
        id="delivery-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void vm.submit();
        }}
      >
        <Text mb="3">{String(vm.task?.taskNo ?? '')}</Text>
        <Field.Root invalid={vm.error === m.tankerRequired} mb="3">
          <Field.Label>{m.tankerLabel}</Field.Label>
          <NativeSelect.Root disabled={vm.loading}>
            <NativeSelect.Field value={vm.tankerId} onChange={(e) => vm.chooseTanker(e.target.value)}>
              {vm.tankers.length === 0 && <option value="">{vm.loading ? '' : m.noIdleTanker}</option>}
              {vm.tankers.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {`${t.plateNo} ${t.driverName}`.trim()}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={vm.error === m.volumeInvalid}>
          <Field.Label>{m.volumeLabel}</Field.Label>
          <Input inputMode="decimal" value={vm.volume} onChange={(e) => vm.setVolume(e.target.value)} />
        </Field.Root>
        {vm.error !== undefined && (
          <Text color="red.600" mt="2" role="alert">
            {vm.error}
          </Text>
        )}
      </form>
    </AdminDialog>
  );
});

/** 绑定 of a 罐车管理 row: the plant the car works for. */
export const TankerBindDialog = observer(function TankerBindDialog() {
  const vm = useInjection(TankerBindViewModel);
  return (
    <AdminDialog open={vm.car !== undefined} onClose={vm.close} title={m.bindTitle} testId="tanker-bind-dialog" footer={<SubmitFooter onCancel={vm.close} formId="tanker-bind-form" saving={vm.busy} label={messages.confirm} />}>
      <form
        id="tanker-bind-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void vm.submit();
        }}
      >
        <Text mb="3">{String(vm.car?.plateNo ?? '')}</Text>
        <Field.Root invalid={vm.error !== undefined}>
          <Field.Label>{m.plantLabel}</Field.Label>
          <ChoiceSelect size="md" value={vm.plantId} choices={namedChoices(vm.plants)} onChange={vm.choose} first={<option value="">{m.plantRequired}</option>} />
          {vm.error !== undefined && <Field.ErrorText>{vm.error}</Field.ErrorText>}
        </Field.Root>
      </form>
    </AdminDialog>
  );
});

/** 历史 of a 订单管理 row: what happened to the order, in time order. */
export const OrderHistoryDialog = observer(function OrderHistoryDialog() {
  const vm = useInjection(OrderHistoryViewModel);
  return (
    <AdminDialog
      open={vm.order !== undefined}
      onClose={vm.close}
      title={`${m.historyTitle} ${vm.title}`.trim()}
      testId="order-history-dialog"
      size="lg"
      scrollInside
      footer={<CloseFooter onClose={vm.close} />}
    >
      {!vm.loading && vm.lines.length === 0 ? (
        <Text>{m.historyEmpty}</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Body>
              {vm.lines.map((l, i) => (
                <Table.Row key={i}>
                  <Table.Cell whiteSpace="nowrap">{l.time}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{l.event}</Table.Cell>
                  <Table.Cell>{l.detail}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{l.userName}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </AdminDialog>
  );
});

/** 订单管理's dialogs: 历史 and 订单对账. */
export function OrderDialogs() {
  return (
    <>
      <OrderHistoryDialog />
      <ConcreteReportDialog />
    </>
  );
}

/** 任务管理's dialogs: 发车, 产品对账 and 材料消耗. */
export function TaskDialogs() {
  return (
    <>
      <DeliveryDialog />
      <ConcreteReportDialog />
    </>
  );
}
