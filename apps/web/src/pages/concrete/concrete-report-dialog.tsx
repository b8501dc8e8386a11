import { Box, Button, Flex, Input, Table, Text } from '@chakra-ui/react';
import { ConcreteReportViewModel, concreteMessages as m } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { AdminDialog, CloseFooter } from '../../widgets/admin-dialog';

/** 订单对账, 产品对账, 材料消耗, 生产监控 (docs/decisions/0350): the report's rows for a period, 10 a page. */
export const ConcreteReportDialog = observer(function ConcreteReportDialog() {
  const vm = useInjection(ConcreteReportViewModel);
  const report = vm.report;
  return (
    <AdminDialog
      open={report !== undefined}
      onClose={vm.close}
      title={report?.title ?? ''}
      testId="concrete-report-dialog"
      size="xl"
      scrollInside
      footer={<CloseFooter onClose={vm.close} />}
    >
      {report?.dated === true && (
        <Flex
          as="form"
          gap="2"
          mb="3"
          align="center"
          wrap="wrap"
          onSubmit={(e) => {
            e.preventDefault();
            void vm.search();
          }}
        >
          <Input type="date" size="sm" maxW="11rem" aria-label={m.beginDate} value={vm.begin} onChange={(e) => vm.setBegin(e.target.value)} />
          <Text>{m.dateTo}</Text>
          <Input type="date" size="sm" maxW="11rem" aria-label={m.endDate} value={vm.end} onChange={(e) => vm.setEnd(e.target.value)} />
          <Button type="submit" size="sm" colorPalette="blue">
            {m.transportSearch}
          </Button>
        </Flex>
      )}
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label={report?.title}>
          <Table.Header>
            <Table.Row>
              {report?.columns.map((c) => (
                <Table.ColumnHeader key={c.key} whiteSpace="nowrap">
                  {c.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {vm.rows.map((row, i) => (
              <Table.Row key={i}>
                {report?.columns.map((c) => (
                  <Table.Cell key={c.key} whiteSpace="nowrap">
                    {vm.cell(row, c.key)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {!vm.loading && vm.rows.length === 0 && <Text p="3">{m.historyEmpty}</Text>}
      {report?.paged === true && (
        <Flex gap="2" mt="3" align="center" justify="flex-end">
          <Text fontSize="sm">{m.reportPage(vm.pageIndex, vm.pageCount, vm.total)}</Text>
          <Button size="xs" variant="outline" disabled={vm.pageIndex <= 1} onClick={() => void vm.goTo(vm.pageIndex - 1)}>
            {m.previousPage}
          </Button>
          <Button size="xs" variant="outline" disabled={vm.pageIndex >= vm.pageCount} onClick={() => void vm.goTo(vm.pageIndex + 1)}>
            {m.nextPage}
          </Button>
        </Flex>
      )}
    </AdminDialog>
  );
});
