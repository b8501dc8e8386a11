import { Badge, Box, Button, Flex, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { HighchartsReact } from 'highcharts-react-official';
import { deviceMessages, TelemetryMonitorViewModel, vmMessages, type MonitorTarget } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { PAGE, SUBPAGE } from '@worksite/contract';
import { useEffect, useMemo } from 'react';
import { useViewModel } from '../../di/use-view-model';
import { messages } from '../../messages';
import { EmptyTableRow } from '../../widgets/list-table-parts';
import type { PageProps } from '../page-props';
import { Highcharts } from './back-office-highcharts';
import { MONITOR_PAGE_MODULES } from './monitor-page-modules';
import { monitorChartOptions } from './monitor-chart-options';

/** The live table: device, project, 在线/离线, the newest value of each metric, the last report; a row opens its history. */
const LiveTable = observer(function LiveTable({ vm }: { vm: TelemetryMonitorViewModel }) {
  return (
    <Table.ScrollArea borderWidth="1px" maxH="500px">
      <Table.Root size="sm" stickyHeader interactive aria-label={deviceMessages.liveReadings}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{deviceMessages.device}</Table.ColumnHeader>
            <Table.ColumnHeader>{deviceMessages.project}</Table.ColumnHeader>
            <Table.ColumnHeader>{deviceMessages.state}</Table.ColumnHeader>
            {vm.metrics.map((m) => (
              <Table.ColumnHeader key={m.metric}>{m.unit ? `${m.label}(${m.unit})` : m.label}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>{deviceMessages.lastReport}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="center">{messages.actions}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {vm.devices.map((d) => (
            <Table.Row key={d.deviceId} data-testid="monitor-row" data-device-id={d.deviceId} bg={d.deviceId === vm.selectedId ? 'blue.50' : undefined}>
              <Table.Cell>{d.name}</Table.Cell>
              <Table.Cell>{d.projectName}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={d.online ? 'green' : 'gray'}>{d.online ? deviceMessages.online : deviceMessages.offline}</Badge>
              </Table.Cell>
              {vm.metrics.map((m) => (
                <Table.Cell key={m.metric} data-metric={m.metric}>
                  {vm.value(d, m.metric)}
                </Table.Cell>
              ))}
              <Table.Cell>{vm.lastReport(d)}</Table.Cell>
              <Table.Cell textAlign="center">
                <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => vm.select(d.deviceId)}>
                  {deviceMessages.history}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
          {vm.devices.length === 0 && <EmptyTableRow colSpan={vm.metrics.length + 5} loading={vm.state === 'loading'} />}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
});

/** The chosen device's history: SPEC §9's shortcuts, 导出 by permission, the chart. */
const HistoryPanel = observer(function HistoryPanel({ vm }: { vm: TelemetryMonitorViewModel }) {
  const h = vm.history;
  const history = h.history;
  const name = h.device?.name ?? '';
  const options = useMemo(() => (history ? monitorChartOptions(history, `${name} ${deviceMessages.history}`) : undefined), [history, name]);
  if (h.device === undefined) return null;
  return (
    <Box mt="5" borderWidth="1px" borderRadius="md" p="3" data-testid="monitor-history" data-state={h.state}>
      <Flex justify="space-between" align="center" wrap="wrap" gap="2" mb="2">
        <Heading as="h2" size="sm" data-testid="monitor-history-title">
          {name} · {deviceMessages.history}
        </Heading>
        <HStack gap="2">
          {h.shortcuts.map((s) => (
            <Button key={s.kind} size="xs" variant={h.range === s.kind ? 'solid' : 'outline'} colorPalette="blue" aria-pressed={h.range === s.kind} onClick={() => h.setRange(s.kind)}>
              {s.text}
            </Button>
          ))}
          {vm.canExport && (
            <Button size="xs" colorPalette="blue" variant="outline" loading={vm.exporting} onClick={() => void vm.exportHistory()}>
              {vmMessages.recordExport}
            </Button>
          )}
        </HStack>
      </Flex>
      <Box minH="320px" position="relative">
        {h.state === 'loading' ? (
          <Text color="gray.500" py="10" textAlign="center">
            {messages.loading}
          </Text>
        ) : h.state === 'failed' ? (
          <Text color="red.500" py="10" textAlign="center">
            {deviceMessages.loadFailed}
          </Text>
        ) : !h.hasPoints || options === undefined ? (
          <Text color="gray.500" py="10" textAlign="center">
            {deviceMessages.noHistory}
          </Text>
        ) : (
          <HighchartsReact highcharts={Highcharts} options={options} containerProps={{ 'data-testid': 'monitor-chart' }} />
        )}
      </Box>
    </Box>
  );
});

const MonitorPage = observer(function MonitorPage({ title, vm }: { title: string; vm: TelemetryMonitorViewModel }) {
  return (
    <Box bg="white" borderRadius="md" p="4" data-testid="monitor-page" data-kind={vm.target?.kind}>
      <Flex justify="space-between" align="center" mb="3" gap="3" wrap="wrap">
        <Heading as="h1" size="md">
          {title}
        </Heading>
        <Text color="gray.600" fontSize="sm" data-testid="monitor-summary">
          {deviceMessages.liveReadings}：{vm.devices.length} / {deviceMessages.online} {vm.onlineCount}
          {vm.refreshedText !== '' && ` · ${vm.refreshedText}`}
        </Text>
      </Flex>
      <LiveTable vm={vm} />
      <HistoryPanel vm={vm} />
    </Box>
  );
});

/** The page of one monitoring menu entry: its view-model started on open, stopped on leave. */
function useMonitor(target: MonitorTarget): TelemetryMonitorViewModel {
  const vm = useViewModel(TelemetryMonitorViewModel, MONITOR_PAGE_MODULES);
  useEffect(() => {
    void vm.start(target);
    return () => vm.stop();
  }, [vm, target]);
  return vm;
}

/** The monitoring menu entries and the device kind each shows (扬尘监测: dust, 检测记录: gas). */
const TARGETS: Readonly<Record<string, MonitorTarget>> = {
  [`${PAGE.environment}/${SUBPAGE.dustMonitor}`]: { kind: 'dust', page: PAGE.environment, subPage: SUBPAGE.dustMonitor },
  [`${PAGE.gasDetection}/${SUBPAGE.gasRecord}`]: { kind: 'gas', page: PAGE.gasDetection, subPage: SUBPAGE.gasRecord },
};

/** 扬尘监测 or 检测记录, by the menu entry it was opened from (the page registry's path for both). */
export default function TelemetryMonitorPage({ title, pageKey, subPageKey }: PageProps) {
  const target = TARGETS[`${pageKey ?? ''}/${subPageKey ?? ''}`] ?? TARGETS[`${PAGE.environment}/${SUBPAGE.dustMonitor}`]!;
  const vm = useMonitor(target);
  return <MonitorPage title={title} vm={vm} />;
}
