import type Highcharts from 'highcharts';
import type { DeviceHistory } from '@worksite/view-models';

/** Site clocks show China time (SPEC §9); the history axis does too, whatever the browser's zone. */
const SITE_TIME_ZONE = 'Asia/Shanghai';
const PALETTE = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#13c2c2', '#722ed1'];

/**
 * Highcharts options of a device's history on a back-office page: white, a time axis in China time, one line
 * per metric, one value axis per unit (dust in μg/m³ and noise in dB do not squash each other).
 */
export function monitorChartOptions(history: DeviceHistory, title: string): Highcharts.Options {
  const units = [...new Set(history.lines.map((l) => l.unit))];
  return {
    chart: { type: 'line', zooming: { type: 'x' }, backgroundColor: '#ffffff', style: { fontFamily: 'inherit' }, height: 320 },
    colors: PALETTE,
    title: { text: undefined },
    accessibility: { enabled: true, description: title },
    credits: { enabled: false },
    time: { timezone: SITE_TIME_ZONE },
    xAxis: {
      type: 'datetime',
      crosshair: true,
      labels: { style: { color: '#595959' } },
      dateTimeLabelFormats: { minute: '%H:%M', hour: '%H:%M', day: '%m-%d', week: '%m-%d', month: '%Y-%m' },
    },
    yAxis: units.map((unit, i) => ({
      title: { text: unit || undefined, style: { color: '#595959' } },
      labels: { style: { color: '#595959' } },
      opposite: i % 2 === 1,
      gridLineWidth: i === 0 ? 1 : 0,
      gridLineColor: '#f0f0f0',
    })),
    legend: { enabled: true, align: 'right', verticalAlign: 'top', itemStyle: { color: '#262626', fontWeight: 'normal' } },
    tooltip: {
      shared: true,
      backgroundColor: '#ffffff',
      style: { color: '#262626' },
      xDateFormat: history.interval === 'minute' ? '%Y-%m-%d %H:%M' : '%Y-%m-%d %H时',
    },
    plotOptions: { line: { marker: { enabled: false }, lineWidth: 1.5 }, series: { animation: false } },
    series: history.lines.map((line) => ({
      type: 'line',
      name: line.unit ? `${line.label}(${line.unit})` : line.label,
      yAxis: units.indexOf(line.unit),
      data: line.points.map(([t, v]) => [t, v]),
      tooltip: { valueSuffix: line.unit ? ` ${line.unit}` : undefined },
    })) as Highcharts.SeriesOptionsType[],
  };
}
