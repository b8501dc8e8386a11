import { Box, Flex, IconButton, Link as ChakraLink } from '@chakra-ui/react';
import { LayoutViewModel, vmMessages } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';
import { BreadcrumbBar } from './breadcrumb-bar';
import { CompanySelector } from './company-selector';
import { ModeLinks } from './mode-links';
import { NoticeBadge } from './notice-badge';
import { ProjectSelector } from './project-selector';
import { UserMenu } from './user-menu';

/** The back-office top bar of SPEC §2.4. */
export const TopBar = observer(function TopBar() {
  const layout = useInjection(LayoutViewModel);
  return (
    <Flex
      as="header"
      minH="3.125rem"
      px="3"
      py={{ base: '1.5', md: '0' }}
      columnGap="3"
      rowGap="1.5"
      flexWrap={{ base: 'wrap', md: 'nowrap' }}
      align="center"
      bg="white"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
      data-testid="top-bar"
    >
      <IconButton aria-label={messages.toggleSidebar} variant="ghost" size="sm" onClick={layout.toggleSidebar} data-testid="sidebar-toggle">
        <Box as="span" fontSize="lg" aria-hidden>
          ☰
        </Box>
      </IconButton>
      <BreadcrumbBar />
      <Box flex="1" />
      <ModeLinks />
      {/* Narrow screens: the selectors take a second row of their own, so every part keeps a readable width. */}
      <Flex gap="3" rowGap="1.5" flexWrap="wrap" align="center" minW="0" order={{ base: 1, md: 0 }} flexBasis={{ base: '100%', md: 'auto' }} data-testid="top-bar-selectors">
        <CompanySelector />
        <ProjectSelector />
      </Flex>
      <ChakraLink asChild fontSize="sm" color="blue.600" whiteSpace="nowrap" data-testid="large-screen-switch">
        <Link to={layout.largeScreenTarget}>{vmMessages.switchToLargeScreen}</Link>
      </ChakraLink>
      <NoticeBadge />
      <UserMenu />
    </Flex>
  );
});
