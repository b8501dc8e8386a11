import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { payrollLineRecord } from '@worksite/contract';
import { PayrollLinesViewModel, payrollMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { AdminDialog, CloseFooter } from '../../widgets/admin-dialog';
import { EmptyTableRow } from '../../widgets/list-table-parts';

/** Column labels as 工资明细 declares them (the export's header is the same). */
const label = (key: string) => payrollLineRecord.fields.find((f) => f.key === key)?.label ?? key;
const COLUMNS = ['workerName', 'idCard', 'bankName', 'accountNo', 'workDays', 'dailyWage', 'gross', 'deductions', 'net', 'fundsStatus', 'confirmedAt'] as const;

/**
 * 工资明细 of a payroll sheet (docs/decisions/0680, 0683): each worker's line with masked ID and account, the total,
 * 导出银行代发文件 and, on a sheet past 草稿, 工人确认 per line.
 */
export const PayrollLinesDialog = observer(function PayrollLinesDialog() {
  const vm = useInjection(PayrollLinesViewModel);
  return (
    <AdminDialog
      open={vm.sheet !== undefined}
      onClose={vm.close}
      title={vm.sheet?.title ?? ''}
      testId="payroll-lines-dialog"
      size="cover"
      scrollInside
      footer={<CloseFooter onClose={vm.close} />}
    >
      <HStack justify="space-between" mb="3">
        <Text>{vm.summary}</Text>
        <Button size="sm" colorPalette="blue" loading={vm.busy} onClick={() => void vm.exportBankFile()}>
          {payrollMessages.exportBankFile}
        </Button>
      </HStack>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={payrollLineRecord.title}>
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((c) => (
                <Table.ColumnHeader key={c}>{label(c)}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="center">{messages.actions}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {vm.lines.map((l) => (
              <Table.Row key={l.id} data-testid="payroll-line-row">
                <Table.Cell>{l.workerName}</Table.Cell>
                <Table.Cell>{l.idCard}</Table.Cell>
                <Table.Cell>{l.bankName}</Table.Cell>
                <Table.Cell>{l.accountNo}</Table.Cell>
                <Table.Cell>{l.workDays}</Table.Cell>
                <Table.Cell>{l.dailyWage.toFixed(2)}</Table.Cell>
                <Table.Cell>{l.gross.toFixed(2)}</Table.Cell>
                <Table.Cell>{l.deductions.toFixed(2)}</Table.Cell>
                <Table.Cell>{l.net.toFixed(2)}</Table.Cell>
                <Table.Cell>{l.funds}</Table.Cell>
                <Table.Cell>{l.confirmedAt}</Table.Cell>
                <Table.Cell textAlign="center">
                  {vm.canConfirm(l) && (
                    <Button size="xs" variant="ghost" colorPalette="blue" disabled={vm.busy} onClick={() => void vm.confirm(l)}>
                      {payrollMessages.confirmAction}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
            {vm.lines.length === 0 && <EmptyTableRow colSpan={COLUMNS.length + 1} loading={vm.loading} />}
          </Table.Body>
        </Table.Root>
      </Box>
    </AdminDialog>
  );
});
