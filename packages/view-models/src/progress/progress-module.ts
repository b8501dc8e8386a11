import { ContainerModule } from 'inversify';
import { PlanGanttViewModel } from './plan-gantt-view-model';

/** 进度计划's Gantt chart (docs/decisions/0722): a view-model per mounted page. */
export const progressModule = new ContainerModule(({ bind }) => {
  bind(PlanGanttViewModel).toSelf().inTransientScope();
});
