import { Badge, Box, Button, Dialog, Heading, HStack, Portal, Table, Text } from '@chakra-ui/react';
import { NOTICES_PAGE, NoticesViewModel, UNREAD, type NoticeView } from '@worksite/view-models';
import { formatSiteDateTime } from '@worksite/validators';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';
import type { PageProps } from './page-props';
import { CloseFooter } from '../widgets/admin-dialog';
import { EmptyTableRow, ListPager, stickyActionsProps } from '../widgets/list-table-parts';

const NoticeInfoDialog = observer(function NoticeInfoDialog({ vm }: { vm: NoticesViewModel }) {
  return (
    <Dialog.Root open={vm.infoOpen} onOpenChange={(e) => !e.open && vm.closeInfo()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{vm.current?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="gray.500" fontSize="sm" mb="2">
                {vm.senderOf(vm.current)} {formatSiteDateTime(vm.current?.createTime)}
              </Text>
              <Text whiteSpace="pre-wrap">{vm.current?.content}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <CloseFooter onClose={vm.closeInfo} />
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

/**
 * /MessageNotification/MessageNotifications: the notices list, view (marks read) and delete (by permission);
 * with `view` (报警通知) one type of notices under that sub-page's buttons.
 */
export const NoticesPage = observer(function NoticesPage({ title, view = NOTICES_PAGE }: PageProps & { view?: NoticeView }) {
  const vm = useInjection(NoticesViewModel);
  useEffect(() => {
    void vm.show(view);
  }, [vm, view]);
  const c = messages.noticeColumns;
  return (
    <Box bg="white" borderRadius="md" p="4" data-testid="notices-page">
      <Heading as="h1" size="md" mb="3">
        {title}
      </Heading>
      <Table.ScrollArea borderWidth="1px">
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{c.title}</Table.ColumnHeader>
              <Table.ColumnHeader>{c.senderName}</Table.ColumnHeader>
              <Table.ColumnHeader>{c.createTime}</Table.ColumnHeader>
              <Table.ColumnHeader>{c.read}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="center" {...stickyActionsProps}>
                {messages.actions}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {vm.rows.map((n) => (
              <Table.Row key={n.id} data-testid="notice-row">
                <Table.Cell>{n.title}</Table.Cell>
                <Table.Cell>{vm.senderOf(n)}</Table.Cell>
                <Table.Cell>{formatSiteDateTime(n.createTime)}</Table.Cell>
                <Table.Cell>
                  {n.sysNoticeIsRead === UNREAD ? <Badge colorPalette="red">{messages.noticeUnread}</Badge> : <Badge>{messages.noticeRead}</Badge>}
                </Table.Cell>
                <Table.Cell {...stickyActionsProps}>
                  <HStack justify="center" gap="1">
                    <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => void vm.openInfo(n.id)}>
                      {messages.noticeView}
                    </Button>
                    {vm.canDelete && (
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void vm.remove(n.id)} data-testid="notice-delete">
                        {messages.noticeDelete}
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
            {vm.rows.length === 0 && <EmptyTableRow colSpan={5} loading={vm.loading} />}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ListPager vm={vm} />
      <NoticeInfoDialog vm={vm} />
    </Box>
  );
});

export default NoticesPage;
