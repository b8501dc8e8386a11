import { Box, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { DELAYED_COLOR, PlanGanttViewModel, type ListPage } from '@worksite/view-models';
import { HighchartsReact } from 'highcharts-react-official';
import 'highcharts/modules/gantt';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useContainer } from '../../di/container-context';
import { Highcharts } from '../monitoring/back-office-highcharts';
import { progressMessages as m } from './progress-messages';

const ROW_HEIGHT = 28;

/**
 * 进度计划's Gantt chart (docs/decisions/0722), a lazy chunk of its own (Highcharts Gantt never in the first
 * load): the plan's tasks by WBS, dependencies as arrows, milestones as points, delayed tasks red. Reads every task
 * again after the list below it changed (add, edit, delete, import).
 */
const PlanGanttChart = observer(function PlanGanttChart({ list }: { list: ListPage }) {
  const container = useContainer();
  const [vm] = useState(() => container.get(PlanGanttViewModel));
  useEffect(() => {
    void vm.load();
  }, [vm, list.rows]);
  const points = vm.points;
  const options = useMemo<Highcharts.Options>(
    () => ({
      chart: { height: Math.max(160, 80 + points.length * ROW_HEIGHT), style: { fontFamily: 'inherit' } },
      title: { text: undefined },
      accessibility: { enabled: true },
      xAxis: [{ currentDateIndicator: true, grid: { enabled: true } }],
      yAxis: { uniqueNames: true, grid: { enabled: true } },
      tooltip: {
        pointFormatter(this: Highcharts.Point) {
          const p = this as unknown as { name: string; start: number; end: number; milestone?: boolean; completed?: { amount: number }; custom?: { delayed?: boolean } };
          const day = (v: number) => Highcharts.dateFormat('%Y-%m-%d', v);
          const span = p.milestone ? day(p.start) : `${day(p.start)} ~ ${day(p.end - 86_400_000)}`;
          const done = p.completed ? `<br/>${m.percentage}：${Math.round(p.completed.amount * 100)}%` : '';
          return `<b>${p.name}</b><br/>${span}${done}${p.custom?.delayed ? `<br/><span style="color:${DELAYED_COLOR}">${m.delayed}</span>` : ''}`;
        },
      },
      series: [
        {
          type: 'gantt',
          name: m.title,
          data: points.map((p) => ({ ...p, dependency: p.dependency ? [...p.dependency] : undefined, custom: { delayed: p.delayed } })) as Highcharts.GanttPointOptionsObject[],
        },
      ],
    }),
    [points],
  );
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" mb="4" data-testid="plan-gantt" data-delayed-count={vm.delayedCount} data-task-count={points.length}>
      <Flex justify="space-between" align="center" mb="2" gap="3" wrap="wrap">
        <Text fontWeight="bold">{m.title}</Text>
        <Flex align="center" gap="3">
          <Text fontSize="sm" color={DELAYED_COLOR} data-testid="plan-gantt-delayed">{m.delayedCount(vm.delayedCount)}</Text>
          {vm.projects.length > 1 && (
            <NativeSelect.Root size="sm" width="16rem">
              <NativeSelect.Field aria-label={m.project} value={vm.projectId ?? ''} onChange={(e) => vm.chooseProject(Number(e.currentTarget.value))}>
                {vm.projects.map((p) => (
                  <option key={p.id} value={p.id}>{p.name}</option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </Flex>
      </Flex>
      {points.length === 0 ? (
        <Text color="gray.500" fontSize="sm">{vm.loading ? m.loading : m.empty}</Text>
      ) : (
        <HighchartsReact highcharts={Highcharts} constructorType="ganttChart" options={options} />
      )}
    </Box>
  );
});

export default PlanGanttChart;
