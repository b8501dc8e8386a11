import type Highcharts from 'highcharts';
import type { DeviceHistory } from '@worksite/view-models';
import { screenTheme } from '../screen-theme';
import { chartTitle } from './chart-options';

/** Site clocks show China time (SPEC §9); the history axis does too, whatever the browser's zone. */
const SITE_TIME_ZONE = 'Asia/Shanghai';

/**
 * Highcharts options of a device history: a time axis in China time, one line per metric, one value axis
 * per unit (alternating sides), so PM10 in μg/m³ and noise in dB do not squash each other.
 */
export function historyChartOptions(history: DeviceHistory, title: string): Highcharts.Options {
  const units = [...new Set(history.lines.map((l) => l.unit))];
  return {
    chart: { type: 'line', zooming: { type: 'x' } },
    title: chartTitle(title),
    time: { timezone: SITE_TIME_ZONE },
    xAxis: {
      type: 'datetime',
      crosshair: true,
      dateTimeLabelFormats: { minute: '%H:%M', hour: '%H:%M', day: '%m-%d', week: '%m-%d', month: '%Y-%m' },
    },
    yAxis: units.map((unit, i) => ({
      title: { text: unit || undefined, style: { color: screenTheme.textDim } },
      opposite: i % 2 === 1,
      gridLineWidth: i === 0 ? 1 : 0,
    })),
    legend: { enabled: history.lines.length > 1, align: 'right', verticalAlign: 'top' },
    tooltip: { shared: true, xDateFormat: history.interval === 'minute' ? '%Y-%m-%d %H:%M' : '%Y-%m-%d %H时' },
    plotOptions: { line: { marker: { enabled: false }, lineWidth: 1.5 }, series: { animation: false } },
    series: history.lines.map((line) => ({
      type: 'line',
      name: line.label,
      yAxis: units.indexOf(line.unit),
      data: line.points.map(([t, v]) => [t, v]),
      tooltip: { valueSuffix: line.unit ? ` ${line.unit}` : undefined },
    })) as Highcharts.SeriesOptionsType[],
  };
}
