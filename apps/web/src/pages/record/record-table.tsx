import { Button, HStack, Table } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { messages } from '../../messages';
import { EmptyTableRow } from '../../widgets/list-table-parts';
import type { RecordListModel } from './record-models';

/** `{title}列表`: the listed fields' labels, then 操作 with the row's actions by their text. */
export const RecordTable = observer(function RecordTable({ vm, testId }: { vm: RecordListModel; testId: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" maxH="600px">
      <Table.Root size="sm" stickyHeader interactive aria-label={messages.listOf(vm.title)}>
        <Table.Header>
          <Table.Row>
            {vm.columns.map((c) => (
              <Table.ColumnHeader key={c.key}>{c.label}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader textAlign="center">{messages.actions}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {vm.rows.map((row) => (
            <Table.Row key={vm.rowKey(row)} data-testid={`${testId}-row`}>
              {vm.columns.map((c) => (
                <Table.Cell key={c.key}>{vm.cell(row, c)}</Table.Cell>
              ))}
              <Table.Cell>
                <HStack gap="1" justify="center">
                  {vm.rowActions(row).map((a) => (
                    <Button key={a.key} size="xs" variant="ghost" colorPalette={a.key === 'delete' ? 'red' : 'blue'} onClick={() => void vm.runRowAction(row, a)}>
                      {a.label}
                    </Button>
                  ))}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
          {vm.rows.length === 0 && <EmptyTableRow colSpan={vm.columns.length + 1} loading={vm.loading} />}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
});
