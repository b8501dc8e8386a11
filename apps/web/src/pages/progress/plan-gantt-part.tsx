import type { ListPage } from '@worksite/view-models';
import { Suspense, lazy } from 'react';

const PlanGanttChart = lazy(() => import('./plan-gantt-chart'));

/** 进度计划's Gantt above its list, loaded with Highcharts Gantt only when the page opens (docs/decisions/0092, 0722). */
export function PlanGanttPart({ list }: { list: ListPage }) {
  return (
    <Suspense fallback={null}>
      <PlanGanttChart list={list} />
    </Suspense>
  );
}
