import type Highcharts from 'highcharts';
import { HighchartsReact } from 'highcharts-react-official';
import { Highcharts as H } from './highcharts-setup';

const CONTAINER = { style: { width: '100%', height: '100%' } } as const;

/** One Highcharts chart filling its panel; new options update the chart in place (live values animate). */
export function ChartView({ options, testId }: { options: Highcharts.Options; testId?: string }) {
  return <HighchartsReact highcharts={H} options={options} containerProps={{ ...CONTAINER, 'data-testid': testId ?? 'screen-chart' }} />;
}
