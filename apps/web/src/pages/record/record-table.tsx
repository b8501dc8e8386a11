import { Box, Button, HStack, Table } from '@chakra-ui/react';
import type { ListColumn, ListPage } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { messages } from '../../messages';
import { EmptyTableRow, stickyActionsProps } from '../../widgets/list-table-parts';

/** A column header; a sortable one is a button: ascending first, then descending, then the default order. */
const ColumnHeader = observer(function ColumnHeader({ vm, column }: { vm: ListPage; column: ListColumn }) {
  const setSort = vm.setSort;
  // A column of the page only (the project column) says so: the files hold the declared columns (0551).
  const viewOnly = column.viewOnly === true ? { 'data-view-only': 'true' } : {};
  if (column.sortable !== true || setSort === undefined) return <Table.ColumnHeader {...viewOnly}>{column.label}</Table.ColumnHeader>;
  const sorted = vm.sortKey === column.key ? vm.sortOrder : undefined;
  const next = () => (sorted === undefined ? setSort(column.key, 'asc') : sorted === 'asc' ? setSort(column.key, 'desc') : setSort(undefined, 'asc'));
  return (
    <Table.ColumnHeader {...viewOnly} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
      <Box as="button" cursor="pointer" fontWeight="inherit" onClick={() => void next()}>
        {column.label}
        {sorted !== undefined && (
          <Box as="span" aria-hidden ms="1">
            {sorted === 'asc' ? '↑' : '↓'}
          </Box>
        )}
      </Box>
    </Table.ColumnHeader>
  );
});

/** `{title}列表`: the listed fields' labels, then 操作 with the row's actions by their text. */
export const RecordTable = observer(function RecordTable({ vm, testId }: { vm: ListPage; testId: string }) {
  return (
    <Table.ScrollArea borderWidth="1px" maxH="600px">
      <Table.Root size="sm" stickyHeader interactive aria-label={messages.listOf(vm.title)}>
        <Table.Header>
          <Table.Row>
            {vm.columns.map((c) => (
              <ColumnHeader key={c.key} vm={vm} column={c} />
            ))}
            <Table.ColumnHeader textAlign="center" {...stickyActionsProps} zIndex="2">
              {messages.actions}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {vm.rows.map((row) => (
            <Table.Row key={vm.rowKey(row)} data-testid={`${testId}-row`}>
              {vm.columns.map((c) => (
                <Table.Cell key={c.key}>{c.text(row)}</Table.Cell>
              ))}
              <Table.Cell {...stickyActionsProps}>
                <HStack gap="1" justify="center">
                  {vm.rowActions(row).map((a) => (
                    <Button key={a.key} size="xs" variant="ghost" colorPalette={a.key === 'delete' ? 'red' : 'blue'} onClick={() => void a.run()}>
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
