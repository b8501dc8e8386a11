import { Box, Flex } from '@chakra-ui/react';
import Highcharts from 'highcharts';
import { useEffect, useRef } from 'react';

/** Three Highcharts panels fed a new point every second, like a screen's live telemetry charts. */
export function LiveCharts() {
  const refs = [useRef<HTMLDivElement>(null), useRef<HTMLDivElement>(null), useRef<HTMLDivElement>(null)];
  useEffect(() => {
    const now = Date.now();
    const seed = (k: number) => Array.from({ length: 60 }, (_, i) => [now - (60 - i) * 1000, 50 + 20 * Math.sin((i + k * 7) / 5)]);
    const base: Highcharts.Options = {
      chart: { backgroundColor: 'transparent', animation: { duration: 300 } },
      title: { text: undefined },
      credits: { enabled: false },
      legend: { enabled: false },
      xAxis: { type: 'datetime', labels: { style: { color: '#9fffd9' } } },
      yAxis: { title: { text: undefined }, labels: { style: { color: '#9fffd9' } }, gridLineColor: '#0d3b33' },
      accessibility: { enabled: false },
    };
    const charts = refs.map((ref, k) =>
      Highcharts.chart(ref.current!, {
        ...base,
        series: [{ type: k === 1 ? 'column' : 'areaspline', data: seed(k), color: ['#35f0b0', '#6cc0ff', '#ffd060'][k] }],
      }),
    );
    let t = 0;
    const timer = setInterval(() => {
      t++;
      charts.forEach((c, k) => c.series[0]!.addPoint([Date.now(), 50 + 20 * Math.sin((60 + t + k * 7) / 5) + Math.random() * 5], true, true));
    }, 1000);
    return () => {
      clearInterval(timer);
      charts.forEach((c) => c.destroy());
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Flex h="280px" gap="2" p="2" bg="#04201c">
      {refs.map((ref, k) => (
        <Box key={k} ref={ref} flex="1" h="100%" data-testid="live-chart" />
      ))}
    </Flex>
  );
}
