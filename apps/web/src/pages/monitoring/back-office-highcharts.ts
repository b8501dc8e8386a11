import Highcharts from 'highcharts';
import 'highcharts/modules/accessibility';
import { prefersReducedMotion } from '../../theme/reduced-motion';

/**
 * Highcharts for the back office's monitoring pages (docs/decisions/0383): reached only through their lazy
 * page chunk, never the initial bundle. Only the Chinese texts are set globally (the large screens set the same);
 * the light look is in each chart's own options, so a dark large screen opened before does not change it.
 */
Highcharts.setOptions({
  lang: {
    thousandsSep: ',',
    decimalPoint: '.',
    noData: '暂无数据',
    loading: '加载中…',
    resetZoom: '恢复缩放',
    resetZoomTitle: '恢复缩放比例 1:1',
    months: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
    shortMonths: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    weekdays: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    accessibility: {
      chartContainerLabel: '{title}图表',
      defaultChartTitle: '图表',
      svgContainerLabel: '交互式图表',
      credits: '图表来源：{creditsStr}',
      zoom: { resetZoomButton: '恢复缩放' },
      legend: { legendLabel: '图例：切换显示数据系列', legendItem: '显示或隐藏 {itemName}' },
      screenReaderSection: { beforeRegionLabel: '', afterRegionLabel: '', endOfChartMarker: '图表结束' },
      axis: {
        xAxisDescriptionSingular: '图表有 1 条横轴，显示 {names[0]}。{ranges[0]}',
        yAxisDescriptionSingular: '图表有 1 条纵轴，显示 {names[0]}。{ranges[0]}',
        timeRangeDays: '数据范围：{range} 天。',
        timeRangeHours: '数据范围：{range} 小时。',
        timeRangeMinutes: '数据范围：{range} 分钟。',
        rangeFromTo: '数据范围从 {rangeFrom} 到 {rangeTo}。',
      },
      series: { summary: { default: '{series.name}，共 {series.points.length} 个数据点。', line: '{series.name}，折线，共 {series.points.length} 个数据点。' } },
    },
  },
  credits: { enabled: false },
  // Who asks for less motion gets charts without animation.
  ...(prefersReducedMotion() ? { chart: { animation: false }, plotOptions: { series: { animation: false } } } : {}),
});

export { Highcharts };
