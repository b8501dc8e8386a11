import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router-dom';
import { backOfficeTarget, screenMenuForAddress } from '@worksite/permissions';
import { messages } from '../../messages';

/**
 * Large-screen routes of SPEC §2.1 until their dashboards are built: a dark 1920-style frame with the screen's
 * name and the back-office button of SPEC §2.5. Loaded lazily, like the dashboards' Highcharts/OpenLayers code.
 */
export default function LargeScreenPage() {
  const location = useLocation();
  const sortId = Number(new URLSearchParams(location.search).get('sortId') ?? '') || undefined;
  const menu = screenMenuForAddress(location.pathname, sortId);
  return (
    <Box minH="100vh" bg="#04142b" color="cyan.100" data-testid="large-screen">
      <Center minH="100vh">
        <Stack align="center" gap="4">
          <Heading size="2xl">{menu?.name ?? messages.platformName}</Heading>
          <Text color="cyan.300">{messages.largeScreenUnderConstruction}</Text>
          <Text fontSize="sm" color="cyan.600">
            {location.pathname}
          </Text>
          <Button asChild variant="outline" colorPalette="cyan">
            <Link to={backOfficeTarget(menu)}>{messages.backToBackOffice}</Link>
          </Button>
        </Stack>
      </Center>
    </Box>
  );
}
