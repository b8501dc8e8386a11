import Highcharts from 'highcharts';
import 'highcharts/highcharts-more';
import 'highcharts/modules/accessibility';
// Highcharts' own Chinese texts (screen-reader descriptions, menus, range selector); our lang below wins where both set one.
import 'highcharts/i18n/zh-CN';
import { prefersReducedMotion } from '../../theme/reduced-motion';
import { screenTheme } from '../screen-theme';

/**
 * Highcharts for the large screens only (this module is reached through the lazy large-screen page, so the
 * module is loaded as Highcharts asks. Sizes are in em of the chart's 1rem, so charts scale with the root
 * font. Highcharts needs a commercial licence for commercial use (README).
 */
Highcharts.setOptions({
  lang: {
    thousandsSep: ',',
    decimalPoint: '.',
    noData: '暂无数据',
    // Chinese magnitudes: 万 (10⁴) and 亿 (10⁸) instead of k / M.
    numericSymbols: ['万', '亿', '万亿'],
    numericSymbolMagnitude: 10000,
    loading: '加载中…',
    months: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
    weekdays: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    // A chart without a title is named 图表 to screen readers (the pack's 图表标题 reads as a placeholder).
    chartTitle: '图表',
    accessibility: { chartContainerLabel: '{title}，交互式图表。' },
  },
  colors: [...screenTheme.palette],
  chart: {
    backgroundColor: 'transparent',
    style: { fontFamily: "'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif", fontSize: '1rem' },
    spacing: [8, 8, 8, 8],
    animation: prefersReducedMotion() ? false : { duration: 400 },
  },
  title: { text: undefined },
  credits: { enabled: false },
  accessibility: { enabled: true },
  legend: {
    itemStyle: { color: screenTheme.text, fontWeight: 'normal', fontSize: '0.75em' },
    itemHoverStyle: { color: screenTheme.accent },
    itemHiddenStyle: { color: '#44607d' },
  },
  xAxis: {
    labels: { style: { color: screenTheme.textDim, fontSize: '0.75em' } },
    lineColor: screenTheme.grid,
    tickColor: screenTheme.grid,
    gridLineColor: screenTheme.grid,
  },
  yAxis: {
    labels: { style: { color: screenTheme.textDim, fontSize: '0.75em' } },
    gridLineColor: screenTheme.grid,
    title: { text: undefined },
  },
  tooltip: {
    backgroundColor: 'rgba(4, 20, 43, 0.92)',
    borderColor: screenTheme.accent,
    style: { color: screenTheme.text, fontSize: '0.8em' },
  },
  plotOptions: {
    series: { animation: prefersReducedMotion() ? false : { duration: 600 } },
    pie: { borderColor: 'rgba(4, 20, 43, 0.8)', dataLabels: { style: { color: screenTheme.text, textOutline: 'none', fontWeight: 'normal', fontSize: '0.75em' } } },
  },
});

export { Highcharts };
