import { Box, Button, Center, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { backOfficeTarget, screenMenuForAddress } from '@worksite/permissions';
import { PasswordChangeViewModel, SessionViewModel, vmMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useInjection } from '../../di/container-context';
import { messages } from '../../messages';
import { DropMenu } from '../../widgets/drop-menu';

const PasswordChangeDialog = lazy(() => import('../../dialogs/password-change-dialog'));

/**
 * Large-screen routes of SPEC §2.1 until their dashboards are built: a dark frame with the screen's name,
 * the back-office button of SPEC §2.5 and the user menu (修改密码 opens the large-screen form of SPEC §5).
 * Loaded lazily, like the dashboards' Highcharts/OpenLayers code will be.
 */
const LargeScreenPage = observer(function LargeScreenPage() {
  const location = useLocation();
  const session = useInjection(SessionViewModel);
  const password = useInjection(PasswordChangeViewModel);
  const sortId = Number(new URLSearchParams(location.search).get('sortId') ?? '') || undefined;
  const menu = screenMenuForAddress(location.pathname, sortId);
  return (
    <Box minH="100vh" bg="#04142b" color="cyan.100" data-testid="large-screen">
      <Flex h="4rem" px="6" align="center" justify="space-between" borderBottomWidth="1px" borderColor="cyan.900">
        <Heading size="lg" color="cyan.200">
          {messages.platformName}
        </Heading>
        <Flex gap="3" align="center" color="gray.800">
          <Button asChild size="sm" variant="outline" colorPalette="cyan" color="cyan.200">
            <Link to={backOfficeTarget(menu)}>{messages.backToBackOffice}</Link>
          </Button>
          <Box bg="cyan.50" borderRadius="md">
            <DropMenu
              trigger={`${session.userName} ▾`}
              testId="screen-user-menu"
              items={[{ key: 'password', label: vmMessages.changePassword, onSelect: () => password.openForm('largeScreen') }]}
            />
          </Box>
        </Flex>
      </Flex>
      <Center minH="calc(100vh - 4rem)">
        <Stack align="center" gap="4">
          <Heading size="2xl">{menu?.name ?? messages.platformName}</Heading>
          <Text color="cyan.300">{messages.largeScreenUnderConstruction}</Text>
          <Text fontSize="sm" color="cyan.600">
            {location.pathname}
          </Text>
        </Stack>
      </Center>
      {password.open && (
        <Suspense fallback={null}>
          <PasswordChangeDialog vm={password} />
        </Suspense>
      )}
    </Box>
  );
});

export default LargeScreenPage;
