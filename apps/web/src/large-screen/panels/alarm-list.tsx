import { Box, Flex, Text } from '@chakra-ui/react';
import { screenMessages, type PushedAlarm } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { alarmLevelColor, screenTheme } from '../screen-theme';
import { formatTime } from './number-text';
import { PanelNote } from './panel-frame';

/**
 * Height of the whole rows that fit in `outer` (rows are of one height): the list shows no row cut in half, and
 * scrolls (snapping to rows) to the rest. Undefined until measured.
 */
function useWholeRows(outer: RefObject<HTMLDivElement | null>, count: number): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const box = outer.current;
    if (!box) return undefined;
    let watched: Element | null = null;
    const fit = () => {
      const row = box.querySelector<HTMLElement>('[data-testid="alarm-row"]');
      // The rows' height follows the root font (the screen's scale), which may change without the panel's size.
      if (row !== watched) {
        if (watched !== null) watch.unobserve(watched);
        if (row !== null) watch.observe(row);
        watched = row;
      }
      const rowHeight = row?.getBoundingClientRect().height ?? 0;
      const room = box.clientHeight;
      setHeight(rowHeight > 0 ? Math.max(1, Math.floor(room / rowHeight)) * rowHeight : undefined);
    };
    const watch = new ResizeObserver(fit);
    watch.observe(box);
    fit();
    return () => watch.disconnect();
  }, [outer, count]);
  return height;
}

/** The alarm list: level tag, what and where, when, newest first; pushed alarms join it without a reload. */
export const AlarmList = observer(function AlarmList({ alarms }: { alarms: readonly PushedAlarm[] }) {
  const outer = useRef<HTMLDivElement>(null);
  const height = useWholeRows(outer, alarms.length);
  if (alarms.length === 0) return <PanelNote testId="alarm-list-empty">{screenMessages.noAlarms}</PanelNote>;
  return (
    <Box ref={outer} h="100%">
      <Box
        maxH={height === undefined ? '100%' : `${height}px`}
        overflowY="auto"
        tabIndex={0}
        css={{ scrollbarWidth: 'thin', scrollbarColor: `${screenTheme.panelBorder} transparent`, scrollSnapType: 'y mandatory' }}
        data-testid="alarm-list"
      >
        {alarms.map((a) => (
          <Flex
            boxSizing="border-box"
            css={{ scrollSnapAlign: 'start', ...(a.pushed ? { animation: 'screenFlash 1.5s ease-out' } : {}) }}
            key={a.id}
            gap="0.5rem"
            align="center"
            py="0.375rem"
            px="0.25rem"
            borderBottom={`1px dashed ${screenTheme.grid}`}
            data-testid="alarm-row"
            data-pushed={a.pushed ? 'true' : undefined}
          >
            <Box
              flexShrink={0}
              px="0.375rem"
              borderRadius="0.2rem"
              fontSize="0.75rem"
              color="#041225"
              bg={alarmLevelColor(a.level)}
              minW="3.25rem"
              textAlign="center"
            >
              {a.levelName ?? screenMessages.alarm}
            </Box>
            <Box flex="1" minW="0">
              <Text fontSize="0.8125rem" color={screenTheme.text} truncate>
                {[a.deviceName, a.title].filter(Boolean).join(' · ')}
              </Text>
              <Text fontSize="0.75rem" color={screenTheme.textDim} truncate>
                {[a.projectName, a.status].filter(Boolean).join(' · ')}
              </Text>
            </Box>
            <Text flexShrink={0} fontSize="0.75rem" color={screenTheme.textDim}>
              {formatTime(a.ts)}
            </Text>
          </Flex>
        ))}
      </Box>
    </Box>
  );
});
