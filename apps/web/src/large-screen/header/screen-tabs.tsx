import { Box, Flex } from '@chakra-ui/react';
import type { ScreenTab } from '@worksite/view-models';
import { Link } from 'react-router-dom';
import { screenTheme } from '../screen-theme';

/** One group of header tabs (left or right half of the list, SPEC §2.5). */
export function ScreenTabs({ tabs, side }: { tabs: readonly ScreenTab[]; side: 'left' | 'right' }) {
  return (
    <Flex gap="0.375rem" justify={side === 'left' ? 'flex-end' : 'flex-start'} data-testid={`screen-tabs-${side}`} minW="0">
      {tabs.map((tab) => (
        <Box
          key={tab.id}
          asChild
          px="0.875rem"
          h="2.125rem"
          display="flex"
          alignItems="center"
          fontSize="0.9375rem"
          whiteSpace="nowrap"
          color={tab.active ? '#ffffff' : screenTheme.text}
          background={tab.active ? 'linear-gradient(180deg, rgba(0, 216, 255, 0.05) 0%, rgba(0, 216, 255, 0.45) 100%)' : 'rgba(0, 120, 200, 0.18)'}
          borderWidth="1px"
          borderColor={tab.active ? screenTheme.accent : 'rgba(0, 200, 255, 0.25)'}
          transform={side === 'left' ? 'skewX(-20deg)' : 'skewX(20deg)'}
          _hover={{ color: '#ffffff', borderColor: screenTheme.accent }}
          data-active={tab.active ? 'true' : undefined}
          data-testid="screen-tab"
        >
          <Link to={tab.target} aria-current={tab.active ? 'page' : undefined}>
            <Box as="span" display="inline-block" transform={side === 'left' ? 'skewX(20deg)' : 'skewX(-20deg)'}>
              {tab.name}
            </Box>
          </Link>
        </Box>
      ))}
    </Flex>
  );
}
