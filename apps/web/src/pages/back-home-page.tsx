import { Box, Heading, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { CompanySwitchViewModel, MenuRoutesViewModel, NoticesViewModel, SessionViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';

/** /backHome: a welcome with the user's company, menu groups and unread notices. */
const BackHomePage = observer(function BackHomePage() {
  const session = useInjection(SessionViewModel);
  const menuRoutes = useInjection(MenuRoutesViewModel);
  const companySwitch = useInjection(CompanySwitchViewModel);
  const notices = useInjection(NoticesViewModel);
  return (
    <Box data-testid="back-home">
      <Box bg="white" borderRadius="md" p="6" mb="4">
        <Heading as="h1" size="lg" mb="2">
          {messages.welcome}
        </Heading>
        <Text color="gray.600">
          {session.userName} · {session.companyName} · {session.user?.fullDepartmentPath ?? ''}
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Stat.Root bg="white" borderRadius="md" p="5">
          <Stat.Label>{messages.homeMenuGroups}</Stat.Label>
          <Stat.ValueText>{menuRoutes.sidebarItems.length}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root bg="white" borderRadius="md" p="5">
          <Stat.Label>{messages.homeProjects}</Stat.Label>
          <Stat.ValueText>{companySwitch.projectChoices.length}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root bg="white" borderRadius="md" p="5">
          <Stat.Label>{messages.unreadNotices}</Stat.Label>
          <Stat.ValueText>{notices.badgeCount}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
    </Box>
  );
});

export default BackHomePage;
