import { taskDelayedSql } from '../../shared/plan-task-delay';
import { num, round, type ScreenPoint } from './chart-shapes';
import { rowsOf, type ScreenFilter } from './screen-filter';

/** A delayed task as the project screens' table shows it. */
export interface DelayedTask {
  readonly wbsCode: string;
  readonly taskName: string;
  readonly plannedEnd: string;
  readonly percentage: number;
}

/** The plan's figures of the project screens (进度计划, docs/decisions/0722). */
export interface ProgressStats {
  /** Tasks of the plan (every WBS level). */
  readonly taskTotal: number;
  /** Overall progress: the leaf tasks' percentages weighted by planned duration (days), 0–100. */
  readonly percent: number;
  readonly finished: number;
  readonly delayed: number;
  readonly milestones: number;
  readonly milestonesReached: number;
  /** 已完成 / 进行中 / 未开始 / 延期 (a delayed task counts there only). */
  readonly byState: ScreenPoint[];
  readonly delayedTasks: DelayedTask[];
}

const STATE_COLORS = { 已完成: '#00e0a1', 进行中: '#3aa0ff', 未开始: '#8c8c8c', 延期: '#ff4d4f' } as const;

/** The plan of the projects in the filter (one project on a project screen): counts, progress, the delayed tasks. */
export async function progressStats(f: ScreenFilter): Promise<ProgressStats> {
  if (!f.has('plan_tasks')) return { taskTotal: 0, percent: 0, finished: 0, delayed: 0, milestones: 0, milestonesReached: 0, byState: [], delayedTasks: [] };
  const delayed = taskDelayedSql('t');
  // A leaf: no live task of the project has a code starting with this one's and a dot.
  const leaf = `NOT EXISTS (SELECT 1 FROM plan_tasks c WHERE c.project_id = t.project_id AND c.if_del = 0 AND c.wbs_code LIKE t.wbs_code || '.%')`;
  const [totals, late] = await Promise.all([
    rowsOf(f, (p) => `SELECT count(*)::int AS n,
                             count(*) FILTER (WHERE t.percentage = 100 AND NOT ${delayed})::int AS finished,
                             count(*) FILTER (WHERE ${delayed})::int AS delayed,
                             count(*) FILTER (WHERE NOT ${delayed} AND t.percentage > 0 AND t.percentage < 100)::int AS running,
                             count(*) FILTER (WHERE t.milestone = 1)::int AS milestones,
                             count(*) FILTER (WHERE t.milestone = 1 AND t.percentage = 100)::int AS reached,
                             coalesce(sum(t.percentage * (t.planned_end - t.planned_start + 1)) FILTER (WHERE ${leaf}), 0) AS weighted,
                             coalesce(sum(t.planned_end - t.planned_start + 1) FILTER (WHERE ${leaf}), 0) AS days
                        FROM plan_tasks t WHERE ${f.where('plan_tasks', p)}`),
    rowsOf(f, (p) => `SELECT t.wbs_code, t.task_name, to_char(t.planned_end, 'YYYY-MM-DD') AS planned_end, t.percentage
                        FROM plan_tasks t WHERE ${f.where('plan_tasks', p)} AND ${delayed}
                       ORDER BY t.planned_end, t.project_id, string_to_array(t.wbs_code, '.')::int[] LIMIT 10`),
  ]);
  const t = totals[0] ?? {};
  const total = num(t.n);
  const done = num(t.finished);
  const lateCount = num(t.delayed);
  const running = num(t.running);
  const counts = { 已完成: done, 进行中: running, 未开始: total - done - lateCount - running, 延期: lateCount };
  return {
    taskTotal: total,
    percent: num(t.days) > 0 ? round(num(t.weighted) / num(t.days), 1) : 0,
    finished: done,
    delayed: lateCount,
    milestones: num(t.milestones),
    milestonesReached: num(t.reached),
    byState: (Object.keys(counts) as (keyof typeof counts)[]).map((name) => ({ name, value: counts[name], color: STATE_COLORS[name] })),
    delayedTasks: late.map((r) => ({ wbsCode: String(r.wbs_code), taskName: String(r.task_name), plannedEnd: String(r.planned_end), percentage: num(r.percentage) })),
  };
}
