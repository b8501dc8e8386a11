import { Box, Flex, Text } from '@chakra-ui/react';
import { screenMessages, type LoadState } from '@worksite/view-models';
import type { ReactNode } from 'react';
import { screenTheme } from '../screen-theme';

/**
 * The frame of every panel: title bar with an accent, dark translucent body, corner marks. `data-state` says
 * whether its sources answered (loading, ready, failed): what the end-to-end tests wait for.
 */
export function PanelFrame({ title, area, kind, state, children, extra }: { title: string; area: string; kind: string; state?: LoadState; children: ReactNode; extra?: ReactNode }) {
  return (
    <Flex
      direction="column"
      gridArea={area}
      minH="0"
      minW="0"
      position="relative"
      background={screenTheme.panelBackground}
      borderWidth="1px"
      borderColor={screenTheme.panelBorder}
      boxShadow={screenTheme.panelGlow}
      borderRadius="0.25rem"
      data-testid="screen-panel"
      data-panel-kind={kind}
      data-state={state}
      aria-label={title}
      role="region"
    >
      <Corner top left />
      <Corner top />
      <Corner left />
      <Corner />
      <Flex h="2.25rem" flexShrink={0} align="center" justify="space-between" px="0.875rem" background={screenTheme.titleBackground}>
        <Flex align="center" gap="0.5rem" minW="0">
          <Box w="0.25rem" h="1rem" bg={screenTheme.accent} borderRadius="1px" boxShadow={`0 0 0.5rem ${screenTheme.accent}`} />
          <Text fontSize="1rem" fontWeight="600" color={screenTheme.text} letterSpacing="0.05em" truncate>
            {title}
          </Text>
        </Flex>
        {extra}
      </Flex>
      <Box flex="1" minH="0" position="relative" p="0.5rem">
        {children}
      </Box>
    </Flex>
  );
}

function Corner({ top = false, left = false }: { top?: boolean; left?: boolean }) {
  const size = '0.625rem';
  const line = `2px solid ${screenTheme.accent}`;
  return (
    <Box
      position="absolute"
      w={size}
      h={size}
      top={top ? '-1px' : undefined}
      bottom={top ? undefined : '-1px'}
      left={left ? '-1px' : undefined}
      right={left ? undefined : '-1px'}
      borderTop={top ? line : undefined}
      borderBottom={top ? undefined : line}
      borderLeft={left ? line : undefined}
      borderRight={left ? undefined : line}
      pointerEvents="none"
    />
  );
}

/** What a panel shows while loading. */
export function PanelLoading() {
  return <PanelNote testId="panel-loading">{screenMessages.loading}</PanelNote>;
}

/** What a panel shows when its sources answered without data. */
export function PanelNoData() {
  return <PanelNote testId="panel-no-data">{screenMessages.noData}</PanelNote>;
}

/** What a panel shows while loading, on failure, or without data. */
export function PanelNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Flex h="100%" align="center" justify="center" color={screenTheme.textDim} fontSize="0.875rem" data-testid={testId}>
      {children}
    </Flex>
  );
}
