import { Box, Button, Flex, Heading, HStack, Table } from '@chakra-ui/react';
import { TemplateListViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import type { PageProps } from '../page-props';
import { EmptyTableRow, ListPager } from '../../widgets/list-table-parts';
import { TemplateDetailDialog } from './template-detail-dialog';
import { TemplateFormDialog } from './template-form-dialog';

/** The maintenance/inspection template list of SPEC §2.8 (menu entry and /deviceManagement/maintenance). */
const TemplatePage = observer(function TemplatePage({ title }: PageProps) {
  const vm = useInjection(TemplateListViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  const actions = vm.rowActions;
  return (
    <Box bg="white" borderRadius="md" p="4" data-testid="template-page">
      <Flex justify="space-between" align="center" mb="3">
        <Heading size="md">{title}</Heading>
        {vm.createAction !== undefined && (
          <Button colorPalette="blue" size="sm" onClick={() => void vm.openCreate()}>
            {vm.createAction.label}
          </Button>
        )}
      </Flex>
      <Table.ScrollArea borderWidth="1px" maxH="600px">
        <Table.Root size="sm" stickyHeader interactive>
          <Table.Header>
            <Table.Row>
              {vm.columns.map((c) => (
                <Table.ColumnHeader key={c.field}>{c.title}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="center">{messages.actions}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {vm.rows.map((row) => (
              <Table.Row key={row.id} data-testid="template-row">
                {vm.columns.map((c) => (
                  <Table.Cell key={c.field}>{row[c.field] ?? ''}</Table.Cell>
                ))}
                <Table.Cell>
                  <HStack gap="1" justify="center">
                    {actions.map((a) => (
                      <Button
                        key={a.key}
                        size="xs"
                        variant="ghost"
                        colorPalette={a.key === 'delete' ? 'red' : 'blue'}
                        onClick={() => {
                          if (a.key === 'view') vm.view(row);
                          else if (a.key === 'edit') void vm.openEdit(row);
                          else if (a.key === 'delete') void vm.remove(row);
                        }}
                      >
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
      <ListPager vm={vm} />
      <TemplateFormDialog vm={vm} />
      <TemplateDetailDialog vm={vm.viewer} />
    </Box>
  );
});

export default TemplatePage;
