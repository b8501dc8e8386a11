import type Highcharts from 'highcharts';
import { HighchartsReact } from 'highcharts-react-official';
import { Highcharts as H } from './highcharts-setup';

/**
 * One Highcharts chart filling its panel body (absolutely placed, so the chart reads a definite size and
 * reflows with the window); new options update the chart in place (live values animate).
 */
export function ChartView({ options, testId }: { options: Highcharts.Options; testId?: string }) {
  return (
    <HighchartsReact
      highcharts={H}
      options={options}
      containerProps={{ style: { position: 'absolute', inset: '0.5rem', overflow: 'hidden' }, 'data-testid': testId ?? 'screen-chart' }}
    />
  );
}
