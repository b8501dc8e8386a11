import { Box, CloseButton, Flex } from '@chakra-ui/react';
import { BroadcastBarViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../di/container-context';
import { messages } from '../messages';

/** One scroll: the text enters at the right edge and leaves at the left (duration from the view-model). */
const SCROLL_KEYFRAMES = '@keyframes broadcast-scroll { from { transform: translateX(100%); } to { transform: translateX(-100%); } }';

/** The broadcast notice bar of SPEC §2.4 under the top bar: shown by BroadcastBarViewModel, scrolls, hides itself. */
export const BroadcastBar = observer(function BroadcastBar() {
  const bar = useInjection(BroadcastBarViewModel);
  // Leaving the back office (large screen, log out) ends the bar with its countdown.
  useEffect(() => () => bar.hide(), [bar]);
  if (!bar.visible) return null;
  return (
    <Flex
      role="status"
      aria-label={messages.broadcast}
      align="center"
      gap="2"
      px="3"
      h="2.25rem"
      bg="orange.50"
      color="orange.800"
      borderBottomWidth="1px"
      borderColor="orange.200"
      fontSize="sm"
      data-testid="broadcast-bar"
      data-scroll-seconds={bar.scrollSeconds}
    >
      <style>{SCROLL_KEYFRAMES}</style>
      <Box as="span" fontWeight="bold" whiteSpace="nowrap">
        {messages.broadcast}
      </Box>
      <Box flex="1" overflow="hidden" whiteSpace="nowrap">
        <Box
          as="span"
          display="inline-block"
          style={{ animation: `broadcast-scroll ${bar.scrollSeconds}s linear infinite` }}
          data-testid="broadcast-text"
        >
          {bar.text}
        </Box>
      </Box>
      <CloseButton size="2xs" aria-label={messages.close} onClick={bar.hide} />
    </Flex>
  );
});
