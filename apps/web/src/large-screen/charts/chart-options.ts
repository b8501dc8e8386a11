import type Highcharts from 'highcharts';
import type { ChartKind, GaugeValue, PanelData } from '@worksite/view-models';
import { screenMessages } from '@worksite/view-models';
import { screenTheme } from '../screen-theme';

const OTHER = screenMessages.other;

type Options = Highcharts.Options;

/**
 * The chart's own title: the panel's (what screen readers name the chart), not drawn, as the panel header above
 * shows it already (without it Highcharts draws its default title, 图表, on every chart).
 */
export const chartTitle = (name: string): Highcharts.TitleOptions => ({ text: name, floating: true, style: { display: 'none' } });

/** Categories and series of point or series data (points become one series over their names). */
function asSeries(data: PanelData, name: string): { categories: string[]; series: { name: string; data: (number | null)[]; color?: string }[] } | undefined {
  if (data.kind === 'points') return { categories: data.points.map((p) => p.name), series: [{ name, data: data.points.map((p) => p.value) }] };
  if (data.kind === 'series') return { categories: [...data.categories], series: data.series.map((s) => ({ name: s.name, data: [...s.data], ...(s.color ? { color: s.color } : {}) })) };
  if (data.kind === 'value') return { categories: [data.name ?? name], series: [{ name, data: [data.value] }] };
  return undefined;
}

function pieOptions(data: PanelData, name: string, unit: string | undefined, ring: boolean): Options | undefined {
  const points =
    data.kind === 'points'
      ? data.points.map((p) => ({ name: p.name, y: p.value, ...(p.color ? { color: p.color } : {}) }))
      : data.kind === 'series' && data.series.length === 1
        ? data.categories.map((c, i) => ({ name: c, y: data.series[0]!.data[i] ?? 0 }))
        : undefined;
  if (points === undefined) return undefined;
  const shown = topSlices(points);
  return {
    chart: { type: 'pie' },
    title: chartTitle(name),
    tooltip: { pointFormat: `{point.y}${unit ?? ''}（{point.percentage:.1f}%）` },
    // Every slice's number in the legend (a ring of many small slices draws no label on them).
    legend: { enabled: true, layout: 'vertical', align: 'right', verticalAlign: 'middle', labelFormat: `{name}  {y}${unit ?? ''}` },
    plotOptions: {
      pie: {
        innerSize: ring ? '62%' : '0%',
        showInLegend: true,
        dataLabels: { enabled: true, format: '{point.y}', distance: ring ? 8 : 12, filter: { property: 'y', operator: '>', value: 0 } },
        center: ['40%', '50%'],
        size: '88%',
      },
    },
    series: [{ type: 'pie', name, data: shown }],
  };
}

/** Slices a legend can still name: the largest seven and 其他 for the rest. */
const MAX_SLICES = 8;
function topSlices(points: { name: string; y: number; color?: string }[]): { name: string; y: number; color?: string }[] {
  if (points.length <= MAX_SLICES) return points;
  // The data's own 其他 (e.g. work type 1099) joins the grouped rest rather than showing twice.
  const sorted = [...points].filter((p) => p.name !== OTHER).sort((a, b) => b.y - a.y);
  const own = points.filter((p) => p.name === OTHER).reduce((sum, p) => sum + p.y, 0);
  const rest = sorted.slice(MAX_SLICES - 1).reduce((sum, p) => sum + p.y, own);
  return [...sorted.slice(0, MAX_SLICES - 1), { name: OTHER, y: rest }];
}

/** Highcharts options of a chart panel: columns, bars, lines, areas, pies and rings, dark theme. */
export function chartOptions(kind: ChartKind, data: PanelData, name: string, unit?: string): Options | undefined {
  if (kind === 'pie' || kind === 'ring') return pieOptions(data, name, unit, kind === 'ring');
  const s = asSeries(data, name);
  if (s === undefined) return undefined;
  const type = kind === 'bar' ? 'bar' : kind;
  const many = s.series.length > 1;
  return {
    chart: { type },
    title: chartTitle(name),
    xAxis: { categories: s.categories, crosshair: kind === 'line' || kind === 'area' },
    yAxis: { min: kind === 'line' ? undefined : 0, allowDecimals: kind === 'line' },
    legend: { enabled: many, align: 'right', verticalAlign: 'top', floating: false },
    tooltip: { shared: many, valueSuffix: unit ? ` ${unit}` : undefined },
    plotOptions: {
      column: { borderWidth: 0, borderRadius: 2, pointPadding: 0.15, groupPadding: 0.12, maxPointWidth: 28 },
      bar: { borderWidth: 0, borderRadius: 2, maxPointWidth: 16, dataLabels: { enabled: true, style: { color: screenTheme.text, textOutline: 'none', fontWeight: 'normal', fontSize: '0.7em' } } },
      area: { fillOpacity: 0.18, marker: { radius: 2 } },
      line: { marker: { radius: 2 } },
    },
    series: s.series.map((line, i) => ({
      type,
      name: line.name,
      data: line.data,
      ...(line.color ? { color: line.color } : {}),
      ...(kind === 'column' && !many ? { colorByPoint: false, color: gradient(screenTheme.palette[i % screenTheme.palette.length]!) } : {}),
    })) as Highcharts.SeriesOptionsType[],
  };
}

function gradient(color: string): Highcharts.GradientColorObject {
  return { linearGradient: { x1: 0, y1: 0, x2: 0, y2: 1 }, stops: [[0, color], [1, 'rgba(0, 216, 255, 0.08)']] };
}

/** A dial gauge (SPEC §9: 0–60 °C; the temperature gauge to 100), green / amber / red bands. */
export function gaugeOptions(name: string, gauge: GaugeValue): Options {
  const { min, max, unit } = gauge;
  const span = max - min;
  return {
    chart: { type: 'gauge', plotBackgroundColor: undefined, plotBorderWidth: 0, plotShadow: false },
    title: chartTitle(name),
    pane: { startAngle: -130, endAngle: 130, background: [{ backgroundColor: 'transparent', borderWidth: 0, innerRadius: '0%', outerRadius: '100%' }], center: ['50%', '58%'], size: '95%' },
    yAxis: {
      min,
      max,
      tickInterval: max - min <= 60 ? 10 : 20,
      tickPosition: 'inside',
      tickColor: 'rgba(4, 20, 43, 0.9)',
      tickLength: 12,
      tickWidth: 2,
      minorTickInterval: undefined,
      gridLineWidth: 0,
      labels: { distance: 16, style: { color: screenTheme.textDim, fontSize: '0.7em' } },
      lineWidth: 0,
      plotBands: [
        { from: min, to: min + span * 0.6, color: screenTheme.good, thickness: 12 },
        { from: min + span * 0.6, to: min + span * 0.85, color: screenTheme.warn, thickness: 12 },
        { from: min + span * 0.85, to: max, color: screenTheme.danger, thickness: 12 },
      ],
    },
    tooltip: { valueSuffix: ` ${unit}` },
    series: [
      {
        type: 'gauge',
        name,
        data: gauge.value === undefined ? [] : [Math.round(gauge.value * 10) / 10],
        dataLabels: {
          format: `{y} ${unit}`,
          borderWidth: 0,
          y: 28,
          style: { color: screenTheme.number, fontSize: '1.3em', textOutline: 'none' },
        },
        dial: { radius: '78%', backgroundColor: screenTheme.accent, baseWidth: 8, baseLength: '0%', rearLength: '0%' },
        pivot: { backgroundColor: screenTheme.accent, radius: 5 },
      },
    ] as Highcharts.SeriesOptionsType[],
  };
}
