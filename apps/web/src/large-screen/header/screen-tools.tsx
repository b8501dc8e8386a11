import { Box, Flex } from '@chakra-ui/react';
import {
  screenMessages,
  type FullScreenViewModel,
  type LargeScreenHeaderViewModel,
  type PasswordChangeViewModel,
} from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { screenTheme } from '../screen-theme';
import { BellIcon, EnterFullScreenIcon, ExitFullScreenIcon, RefreshIcon } from './screen-icons';
import { ScreenMenu } from './screen-menu';

function ToolButton({ label, onClick, testId, children }: { label: string; onClick: () => void; testId: string; children: ReactNode }) {
  return (
    <Box
      as="button"
      title={label}
      aria-label={label}
      onClick={onClick}
      data-testid={testId}
      color={screenTheme.text}
      fontSize="1.125rem"
      w="2rem"
      h="2rem"
      display="flex"
      alignItems="center"
      justifyContent="center"
      borderRadius="0.25rem"
      _hover={{ color: screenTheme.accent, bg: screenTheme.accentSoft }}
    >
      {children}
    </Box>
  );
}

/** Project selector, full screen, refresh, back office, unread notices and the user menu (SPEC §2.5). */
export const ScreenTools = observer(function ScreenTools({
  header,
  scope,
  fullScreen,
  password,
}: {
  header: LargeScreenHeaderViewModel;
  scope: 'scope' | 'project';
  fullScreen: FullScreenViewModel;
  password: PasswordChangeViewModel;
}) {
  const selected = header.selectorProjectId(scope);
  return (
    <Flex align="center" gap="0.375rem" justify="flex-end" whiteSpace="nowrap">
      {header.showsProjectSelector && (
        <Box asChild maxW="14rem" h="1.75rem" px="0.375rem" fontSize="0.8125rem" color={screenTheme.text} bg="rgba(0, 60, 120, 0.45)" borderWidth="1px" borderColor={screenTheme.panelBorder} borderRadius="0.25rem">
          <select
            aria-label={screenMessages.project}
            data-testid="screen-project-select"
            value={selected === undefined ? '' : String(selected)}
            onChange={(e) => {
              const id = Number(e.target.value);
              if (id > 0) void header.chooseProject(id);
            }}
          >
            {selected === undefined && <option value="">{screenMessages.allProjects}</option>}
            {header.projectChoices.map((p) => (
              <option key={p.id} value={p.id} style={{ color: '#041225' }}>
                {p.label}
              </option>
            ))}
          </select>
        </Box>
      )}
      <Flex
        align="center"
        gap="0.25rem"
        px="0.375rem"
        fontSize="0.75rem"
        color={header.liveConnected ? screenTheme.good : screenTheme.warn}
        title={header.liveConnected ? screenMessages.liveConnected : screenMessages.liveDisconnected}
        data-testid="screen-live"
        data-connected={header.liveConnected ? 'true' : 'false'}
      >
        <Box w="0.5rem" h="0.5rem" borderRadius="50%" bg="currentColor" boxShadow="0 0 0.375rem currentColor" />
        {screenMessages.live}
      </Flex>
      <ToolButton
        label={fullScreen.active ? screenMessages.exitFullScreen : screenMessages.fullScreen}
        onClick={() => void fullScreen.toggle()}
        testId="screen-fullscreen"
      >
        {fullScreen.active ? <ExitFullScreenIcon /> : <EnterFullScreenIcon />}
      </ToolButton>
      <ToolButton label={screenMessages.refresh} onClick={header.refresh} testId="screen-refresh">
        <RefreshIcon />
      </ToolButton>
      <Box
        asChild
        px="0.625rem"
        h="1.75rem"
        display="flex"
        alignItems="center"
        fontSize="0.8125rem"
        color={screenTheme.text}
        borderWidth="1px"
        borderColor={screenTheme.panelBorder}
        borderRadius="0.25rem"
        _hover={{ color: screenTheme.accent, borderColor: screenTheme.accent }}
      >
        <Link to={header.backOfficeTarget} onClick={header.openBackOffice} data-testid="screen-back-office">
          {screenMessages.backOffice}
        </Link>
      </Box>
      <Box position="relative" px="0.25rem" title={screenMessages.notices} data-testid="screen-notices" aria-label={`${screenMessages.notices} ${header.unreadNotices}`}>
        <Box as="span" fontSize="1.125rem" color={screenTheme.text} display="flex">
          <BellIcon />
        </Box>
        {header.unreadNotices > 0 && (
          <Box
            position="absolute"
            top="-0.25rem"
            right="-0.375rem"
            minW="1.125rem"
            h="1.125rem"
            px="0.25rem"
            borderRadius="0.5625rem"
            bg={screenTheme.badge}
            color="#ffffff"
            fontSize="0.6875rem"
            display="flex"
            alignItems="center"
            justifyContent="center"
            data-testid="screen-notice-count"
          >
            {header.unreadNotices > 99 ? '99+' : header.unreadNotices}
          </Box>
        )}
      </Box>
      <ScreenMenu
        testId="screen-user-menu"
        trigger={`${header.userName} ▾`}
        items={[
          { key: 'password', label: screenMessages.changePassword, onSelect: () => password.openForm('largeScreen') },
          { key: 'logout', label: screenMessages.logOut, onSelect: () => void header.signOut() },
        ]}
      />
    </Flex>
  );
});
