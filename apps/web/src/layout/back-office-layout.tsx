import { Box, Flex } from '@chakra-ui/react';
import { CompanySwitchViewModel, LayoutViewModel, NoticesViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useInjection } from '../di/container-context';
import { Suspended } from '../widgets/suspended';
import { BroadcastBar } from './broadcast-bar';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { usePageState } from './use-page-state';
import { useViewportWidth } from './use-viewport-width';

/** The back-office frame of SPEC §2.4: sidebar (≈13.125 rem), top bar, broadcast bar, page. */
export const BackOfficeLayout = observer(function BackOfficeLayout() {
  const layout = useInjection(LayoutViewModel);
  const companySwitch = useInjection(CompanySwitchViewModel);
  const notices = useInjection(NoticesViewModel);
  useViewportWidth(layout.setViewportWidth);
  const pageState = usePageState();

  useEffect(() => {
    layout.init();
    void companySwitch.load();
    void notices.loadUnread();
  }, [layout, companySwitch, notices]);

  const width = `${layout.sidebarWidthRem}rem`;
  return (
    <Flex minH="100vh" bg="gray.100" data-testid="back-office" data-device={layout.device}>
      <Sidebar />
      {layout.showsMask && (
        <Box position="fixed" inset="0" bg="blackAlpha.500" zIndex="overlay" onClick={() => layout.closeSidebar()} data-testid="sidebar-mask" />
      )}
      <Flex
        direction="column"
        flex="1"
        minW="0"
        ml={!layout.isMobile && layout.sidebarOpened ? width : '0'}
        transition={layout.withoutAnimation ? undefined : 'margin-left 0.28s'}
      >
        <TopBar />
        <BroadcastBar />
        <Box as="main" flex="1" p="4" minW="0" data-state={pageState}>
          <Suspended>
            <Outlet />
          </Suspended>
        </Box>
      </Flex>
    </Flex>
  );
});
