import { screenMessages, type ChartKind, type PanelData, type PanelDefinition, type ScreenViewModel } from '@worksite/view-models';
import { hasData } from '@worksite/view-models';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { chartOptions, gaugeOptions } from '../charts/chart-options';
import { ChartView } from '../charts/chart-view';
import { AlarmList } from './alarm-list';
import { DeviceTable } from './device-table';
import { InfoList } from './info-list';
import { KpiStrip } from './kpi-strip';
import { MapPanel } from './map-panel';
import { PanelErrorBoundary } from './panel-error-boundary';
import { PanelFrame, PanelLoading, PanelNoData, PanelNote } from './panel-frame';
import { TableView } from './table-view';
import { VideoWall } from './video-wall';

/** One panel of a screen: its frame, and the body its kind draws from the view-model's data. */
export const PanelView = observer(function PanelView({ vm, panel }: { vm: ScreenViewModel; panel: PanelDefinition }) {
  return (
    <PanelFrame title={panel.title} area={panel.area} kind={panel.kind} state={vm.stateOf(panel)}>
      <PanelErrorBoundary>
        <PanelBody vm={vm} panel={panel} />
      </PanelErrorBoundary>
    </PanelFrame>
  );
});

const PanelBody = observer(function PanelBody({ vm, panel }: { vm: ScreenViewModel; panel: PanelDefinition }) {
  const state = vm.stateOf(panel);
  switch (panel.kind) {
    case 'kpis':
      return <KpiStrip values={vm.kpisOf(panel)} />;
    case 'gauge': {
      const gauge = vm.gaugeOf(panel);
      if (gauge.value === undefined) return state === 'loading' ? <PanelLoading /> : <PanelNoData />;
      return <GaugeBody title={panel.title} value={gauge.value} min={gauge.min} max={gauge.max} unit={gauge.unit} />;
    }
    case 'alarms':
      return <AlarmList alarms={vm.alarms} />;
    case 'devices':
      return <DeviceTable vm={vm} panel={panel} />;
    default:
      break;
  }
  if (state === 'loading') return <PanelLoading />;
  if (state === 'failed') return <PanelNote testId="panel-failed">{screenMessages.loadFailed}</PanelNote>;
  const data = vm.dataOf(panel);
  switch (panel.kind) {
    case 'info':
      return <InfoList lines={vm.infoOf(panel)} />;
    case 'map':
      return <MapPanel vm={vm} panel={panel} />;
    case 'video':
      return <VideoWall data={data} />;
    case 'table':
      return hasData(data) ? <TableView data={data} columns={panel.columns} /> : <PanelNoData />;
    default:
      return <ChartPanelBody kind={panel.kind} data={data} title={panel.title} unit={panel.unit} />;
  }
});

/** A chart: options rebuilt only when the data object changed (the view-model keeps it for the same answer). */
function ChartPanelBody({ kind, data, title, unit }: { kind: ChartKind; data: PanelData; title: string; unit: string | undefined }) {
  const options = useMemo(() => (hasData(data) ? chartOptions(kind, data, title, unit) : undefined), [kind, data, title, unit]);
  return options === undefined ? <PanelNoData /> : <ChartView options={options} />;
}

/** A gauge: the options change with the value only (the needle moves, the chart stays). */
function GaugeBody({ title, value, min, max, unit }: { title: string; value: number; min: number; max: number; unit: string }) {
  const options = useMemo(() => gaugeOptions(title, { value, min, max, unit }), [title, value, min, max, unit]);
  return <ChartView options={options} testId="screen-gauge" />;
}
