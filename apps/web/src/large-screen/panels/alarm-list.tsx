import { Box, Flex, Text } from '@chakra-ui/react';
import { screenMessages, type PushedAlarm } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { alarmLevelColor, screenTheme } from '../screen-theme';
import { formatTime } from './number-text';
import { PanelNote } from './panel-frame';

/** The alarm list: level tag, what and where, when; pushed alarms appear on top without a reload. */
export const AlarmList = observer(function AlarmList({ alarms }: { alarms: readonly PushedAlarm[] }) {
  if (alarms.length === 0) return <PanelNote testId="alarm-list-empty">{screenMessages.noAlarms}</PanelNote>;
  return (
    <Box h="100%" overflowY="auto" tabIndex={0} css={{ scrollbarWidth: 'thin', scrollbarColor: `${screenTheme.panelBorder} transparent` }} data-testid="alarm-list">
      {alarms.map((a) => (
        <Flex
          key={a.id}
          gap="0.5rem"
          align="center"
          py="0.375rem"
          px="0.25rem"
          borderBottom={`1px dashed ${screenTheme.grid}`}
          data-testid="alarm-row"
          data-pushed={a.pushed ? 'true' : undefined}
          css={a.pushed ? { animation: 'screenFlash 1.5s ease-out' } : undefined}
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
  );
});
