import { ApiGateway, Notifier, endpoints, planTaskRecord, type Endpoint } from '@worksite/contract';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RecordRow } from '../records/record-fields';
import { reportedWhile } from '../support/reported-while';
import { ganttPoints, type GanttPoint, type GanttTaskRow } from './plan-gantt';

const listCall = (): Endpoint => (endpoints as unknown as Record<string, Endpoint>)[planTaskRecord.endpoints.list!]!;

/** The largest plan the chart reads in one call (the list's largest page). */
const MAX_TASKS = 1000;

function taskOf(r: RecordRow): GanttTaskRow {
  return {
    id: Number(r.id),
    projectId: Number(r.projectId),
    projectName: String(r.projectName ?? r.projectId ?? ''),
    wbsCode: String(r.wbsCode ?? ''),
    taskName: String(r.taskName ?? ''),
    predecessors: String(r.predecessors ?? ''),
    plannedStart: String(r.plannedStart ?? ''),
    plannedEnd: String(r.plannedEnd ?? ''),
    percentage: Number(r.percentage ?? 0),
    milestone: Number(r.milestone) === 1,
    delayed: r.delayed === '是',
  };
}

/**
 * The Gantt chart above 进度计划's list (docs/decisions/0722): every task the caller may read (one call, the
 * list's call), one project at a time (the first by default; a choice when the caller reads several), points by WBS.
 */
@injectable()
export class PlanGanttViewModel {
  tasks: readonly GanttTaskRow[] = [];
  loading = false;
  /** UI state: the project whose plan is drawn (undefined: the first). */
  chosenProjectId: number | undefined = undefined;
  private generation = 0;

  constructor(
    @inject(ApiGateway) private readonly gateway: ApiGateway,
    @inject(Notifier) @optional() private readonly notifier: Notifier | undefined,
  ) {
    makeAutoObservable<PlanGanttViewModel, 'gateway' | 'notifier' | 'generation'>(this, { gateway: false, notifier: false, generation: false }, { autoBind: true });
  }

  /** The projects with a plan, in the order their first task came. */
  get projects(): readonly { readonly id: number; readonly name: string }[] {
    const seen = new Map<number, string>();
    for (const t of this.tasks) if (!seen.has(t.projectId)) seen.set(t.projectId, t.projectName);
    return [...seen].map(([id, name]) => ({ id, name }));
  }

  get projectId(): number | undefined {
    return this.projects.some((p) => p.id === this.chosenProjectId) ? this.chosenProjectId : this.projects[0]?.id;
  }

  get points(): readonly GanttPoint[] {
    return ganttPoints(this.tasks.filter((t) => t.projectId === this.projectId));
  }

  get delayedCount(): number {
    return this.points.filter((p) => p.delayed).length;
  }

  chooseProject(id: number): void {
    this.chosenProjectId = id;
  }

  /** Reads every task in the caller's scope (again after the list changed). */
  async load(): Promise<boolean> {
    const generation = ++this.generation;
    return reportedWhile(this, 'loading', this.notifier, async () => {
      const answer = await this.gateway.call(listCall(), { index: 1, size: MAX_TASKS } as never);
      if (generation !== this.generation) return;
      const rows = (Array.isArray(answer) ? answer : []) as RecordRow[];
      runInAction(() => {
        this.tasks = rows.map(taskOf);
      });
    });
  }
}
