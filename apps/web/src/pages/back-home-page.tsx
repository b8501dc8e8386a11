import { Badge, Box, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { CurrentCompanyViewModel, CurrentUserViewModel, WorkbenchViewModel, type WorkbenchTodoView } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { useViewModel } from '../di/use-view-model';
import { messages } from '../messages';
import { BACK_HOME_MODULES } from './back-home-modules';

const NOTICES_PAGE = '/MessageNotification/MessageNotifications';

/** A titled white panel with an h2 (the page's h1 is the welcome). */
function Panel({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId: string }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} bg="white" borderRadius="md" p="5" data-testid={testId}>
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="sm" id={id}>
          {title}
        </Heading>
        {action}
      </HStack>
      {children}
    </Box>
  );
}

/** One to-do: label, count, link to its page, its first items. */
function TodoCard({ todo }: { todo: WorkbenchTodoView }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="workbench-todo" data-kind={todo.kind}>
      <HStack justify="space-between" mb={todo.items.length ? '2' : '0'}>
        <HStack gap="2">
          <Text fontWeight="600">{todo.label}</Text>
          <Badge colorPalette={todo.count > 0 ? 'red' : 'gray'} variant="solid" data-testid="workbench-todo-count">
            {todo.count}
          </Badge>
        </HStack>
        <ChakraLink asChild fontSize="sm" color="blue.700">
          <Link to={todo.to} aria-label={messages.workbenchOpen(todo.label)}>
            {messages.workbenchViewAll}
          </Link>
        </ChakraLink>
      </HStack>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
        {todo.items.map((item) => (
          <HStack as="li" key={item.id} justify="space-between" fontSize="sm" gap="3">
            <Text truncate>
              {item.title}
              {item.detail && (
                <Text as="span" color="gray.600">
                  {' '}
                  · {item.detail}
                </Text>
              )}
            </Text>
            <Text color="gray.600" whiteSpace="nowrap">
              {item.time}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

/** /backHome: the workbench (docs/decisions/0400) — today's figures, my to-dos with links, recent notices. */
const BackHomePage = observer(function BackHomePage() {
  const currentUser = useInjection(CurrentUserViewModel);
  const currentCompany = useInjection(CurrentCompanyViewModel);
  const vm = useViewModel(WorkbenchViewModel, BACK_HOME_MODULES);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <Stack gap="4" data-testid="back-home">
      <Box bg="white" borderRadius="md" p="6">
        <Heading as="h1" size="lg" mb="2">
          {messages.welcome}
        </Heading>
        <Text color="gray.600">
          {[currentUser.userName, currentCompany.companyName, currentUser.user?.fullDepartmentPath].filter(Boolean).join(' · ')}
        </Text>
      </Box>
      <Panel title={messages.workbenchFigures} testId="workbench-figures-panel">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" data-testid={vm.data ? 'workbench-figures' : undefined}>
          {vm.figures.map((f) => (
            <Stat.Root key={f.key} data-testid={`figure-${f.key}`}>
              <Stat.Label>{f.label}</Stat.Label>
              <Stat.ValueText>{f.value}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      </Panel>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
        <Box gridColumn={{ lg: 'span 2' }}>
          <Panel title={messages.workbenchTodos} testId="workbench-todos">
            {vm.nothingToDo && <Text color="gray.600">{messages.workbenchNothingToDo}</Text>}
            <Stack gap="3">
              {vm.todos.map((t) => (
                <TodoCard key={t.kind} todo={t} />
              ))}
            </Stack>
          </Panel>
        </Box>
        <Panel
          title={messages.workbenchNotices}
          testId="workbench-notices"
          action={
            <ChakraLink asChild fontSize="sm" color="blue.700">
              <Link to={NOTICES_PAGE} aria-label={messages.workbenchOpen(messages.workbenchNotices)}>
                {messages.workbenchViewAll}
              </Link>
            </ChakraLink>
          }
        >
          {vm.data !== undefined && vm.notices.length === 0 && <Text color="gray.600">{messages.noData}</Text>}
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
            {vm.notices.map((n) => (
              <Box as="li" key={n.id} fontSize="sm" data-testid="workbench-notice">
                <HStack gap="2">
                  {n.unread && <Badge colorPalette="red">{messages.noticeUnread}</Badge>}
                  <Text truncate>{n.title}</Text>
                </HStack>
                <Text color="gray.600">{n.time}</Text>
              </Box>
            ))}
          </Stack>
        </Panel>
      </SimpleGrid>
    </Stack>
  );
});

export default BackHomePage;
