import { Flex, Text } from '@chakra-ui/react';
import type { ScreenClockViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { screenTheme } from '../screen-theme';

/** Date, time and weekday, ticking every second (SPEC §2.5). */
export const ScreenClock = observer(function ScreenClock({ clock }: { clock: ScreenClockViewModel }) {
  return (
    <Flex align="baseline" gap="0.625rem" color={screenTheme.text} data-testid="screen-clock" whiteSpace="nowrap">
      <Text fontSize="1.25rem" fontWeight="600" color={screenTheme.number} fontFamily="'DIN Alternate', 'Roboto Mono', monospace" data-testid="screen-time">
        {clock.time}
      </Text>
      <Text fontSize="0.875rem" data-testid="screen-date">
        {clock.date}
      </Text>
      <Text fontSize="0.875rem" data-testid="screen-weekday">
        {clock.weekday}
      </Text>
    </Flex>
  );
});
