import { Box } from '@chakra-ui/react';
import { screenMessages, type DevicePanel, type ScreenViewModel } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { screenTheme } from '../screen-theme';
import { formatNumber } from './number-text';
import { PanelLoading, PanelNoData } from './panel-frame';
import { ScreenTable } from './screen-table';

/** Devices of one kind with their newest value per metric; a live reading updates its cell at once; a row opens its history. */
export const DeviceTable = observer(function DeviceTable({ vm, panel }: { vm: ScreenViewModel; panel: DevicePanel }) {
  const rows = vm.devicePanelRows(panel);
  if (rows.length === 0) return vm.stateOf(panel) === 'loading' ? <PanelLoading /> : <PanelNoData />;
  const head = [
    screenMessages.device,
    ...panel.metrics.map((m) => {
      const label = vm.metricLabel(panel.deviceType, m);
      return label.unit ? `${label.label}(${label.unit})` : label.label;
    }),
  ];
  return (
    <ScreenTable
      testId="device-table"
      head={head}
      rowTitle={screenMessages.openHistory}
      onRowClick={(key) => {
        const row = rows.find((r) => r.deviceId === key);
        if (row) vm.history.open({ deviceId: row.deviceId, name: row.name, deviceType: row.deviceType || panel.deviceType }, panel.metrics);
      }}
      rows={rows.map((row) => ({
        key: row.deviceId,
        live: row.liveAt !== undefined,
        cells: [
          <Box as="span" key="n" color={row.online ? screenTheme.text : screenTheme.textDim} title={row.projectName}>
            <Box as="span" display="inline-block" w="0.5rem" h="0.5rem" borderRadius="50%" mr="0.375rem" bg={row.online ? screenTheme.good : '#44607d'} />
            {row.name}
          </Box>,
          ...panel.metrics.map((m) => (
            <Box as="span" key={m} color={screenTheme.number} data-testid="device-value" data-device={row.deviceId} data-metric={m}>
              {formatNumber(row.values[m]?.value)}
            </Box>
          )),
        ],
      }))}
    />
  );
});
