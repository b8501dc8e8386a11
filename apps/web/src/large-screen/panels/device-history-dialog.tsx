import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { screenMessages, type DeviceHistoryViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { ChartView } from '../charts/chart-view';
import { historyChartOptions } from '../charts/history-chart-options';
import { screenTheme } from '../screen-theme';
import { PanelLoading, PanelNote } from './panel-frame';

/**
 * A device's history over the last week, month or three months (issue 5, SPEC §9 shortcuts), over the screen;
 * Escape, the close button or a click outside closes it.
 */
export const DeviceHistoryDialog = observer(function DeviceHistoryDialog({ vm }: { vm: DeviceHistoryViewModel }) {
  const open = vm.isOpen;
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') vm.close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, vm]);
  const history = vm.history;
  const title = vm.device ? `${vm.device.name} ${screenMessages.history}` : screenMessages.history;
  const options = useMemo(() => (history ? historyChartOptions(history, title) : undefined), [history, title]);
  if (!open || vm.device === undefined) return null;
  return (
    <Flex position="fixed" inset="0" zIndex="20" align="center" justify="center" bg="rgba(2, 11, 26, 0.72)" onClick={vm.close} data-testid="device-history">
      <Flex
        direction="column"
        w="62%"
        h="62%"
        role="dialog"
        aria-modal="true"
        aria-label={`${vm.device.name} ${screenMessages.history}`}
        background={screenTheme.headerBackground}
        borderWidth="1px"
        borderColor={screenTheme.panelBorder}
        boxShadow={`0 0 2rem rgba(0, 160, 255, 0.25)`}
        borderRadius="0.25rem"
        onClick={(e) => e.stopPropagation()}
      >
        <Flex h="3rem" px="1rem" align="center" justify="space-between" background={screenTheme.titleBackground} gap="1rem">
          <Text fontSize="1.125rem" fontWeight="600" color={screenTheme.text} truncate data-testid="device-history-title">
            {vm.device.name} · {screenMessages.history}
          </Text>
          <Flex gap="0.5rem" align="center">
            {vm.shortcuts.map((s) => (
              <Button
                key={s.kind}
                size="xs"
                fontSize="0.8125rem"
                variant={vm.range === s.kind ? 'solid' : 'outline'}
                bg={vm.range === s.kind ? screenTheme.accent : 'transparent'}
                color={vm.range === s.kind ? '#04142b' : screenTheme.text}
                borderColor={screenTheme.panelBorder}
                aria-pressed={vm.range === s.kind}
                data-testid="history-range"
                onClick={() => vm.setRange(s.kind)}
              >
                {s.text}
              </Button>
            ))}
            <Button size="xs" fontSize="0.8125rem" variant="ghost" color={screenTheme.text} onClick={vm.close} data-testid="device-history-close">
              {screenMessages.close}
            </Button>
          </Flex>
        </Flex>
        <Box flex="1" minH="0" position="relative" p="0.75rem" data-state={vm.state} data-testid="device-history-body">
          {vm.state === 'loading' ? (
            <PanelLoading />
          ) : vm.state === 'failed' ? (
            <PanelNote>{screenMessages.loadFailed}</PanelNote>
          ) : !vm.hasPoints || options === undefined ? (
            <PanelNote>{screenMessages.noHistory}</PanelNote>
          ) : (
            <ChartView options={options} testId="device-history-chart" />
          )}
        </Box>
      </Flex>
    </Flex>
  );
});
