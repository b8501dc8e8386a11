/** A plan task as the Gantt reads it from the 进度计划 list (docs/decisions/0722). */
export interface GanttTaskRow {
  readonly id: number;
  readonly projectId: number;
  readonly projectName: string;
  readonly wbsCode: string;
  readonly taskName: string;
  readonly predecessors: string;
  readonly plannedStart: string;
  readonly plannedEnd: string;
  readonly percentage: number;
  readonly milestone: boolean;
  readonly delayed: boolean;
}

/** One point of a Highcharts Gantt series: a task bar, or a milestone (a point on its day). */
export interface GanttPoint {
  readonly id: string;
  readonly name: string;
  readonly parent?: string;
  readonly dependency?: readonly string[];
  readonly start: number;
  readonly end: number;
  readonly milestone: boolean;
  readonly completed?: { readonly amount: number };
  readonly color?: string;
  /** 延期 (the server's), for the tooltip and the tests. */
  readonly delayed: boolean;
}

/** Bars of delayed tasks (the issue: "delays in red"). */
export const DELAYED_COLOR = '#e53e3e';
const DAY_MS = 86_400_000;

/** `yyyy-mm-dd` as the UTC midnight the chart's time axis uses (the site calendar day, no time zone shift). */
export function dayValue(date: string): number {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** Parent WBS code: the code without its last segment (undefined at the top level). */
export function parentWbs(code: string): string | undefined {
  const at = code.lastIndexOf('.');
  return at < 0 ? undefined : code.slice(0, at);
}

/** Numeric WBS order (1.2 before 1.10). */
export function compareWbs(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The Gantt points of one project's tasks in WBS order: each task under its parent (by WBS), dependencies on
 * its predecessors that exist, a milestone as a point on its planned end, a bar to the end of its planned end
 * day with the completed share, red when delayed.
 */
export function ganttPoints(tasks: readonly GanttTaskRow[]): GanttPoint[] {
  const codes = new Set(tasks.map((t) => t.wbsCode));
  return [...tasks]
    .sort((a, b) => compareWbs(a.wbsCode, b.wbsCode))
    .map((t) => {
      const parent = parentWbs(t.wbsCode);
      const dependency = t.predecessors.split(',').map((c) => c.trim()).filter((c) => c !== '' && codes.has(c));
      const start = dayValue(t.milestone ? t.plannedEnd : t.plannedStart);
      return {
        id: t.wbsCode,
        name: `${t.wbsCode} ${t.taskName}`,
        ...(parent !== undefined && codes.has(parent) ? { parent } : {}),
        ...(dependency.length > 0 ? { dependency } : {}),
        start,
        end: t.milestone ? start : dayValue(t.plannedEnd) + DAY_MS,
        milestone: t.milestone,
        ...(t.milestone ? {} : { completed: { amount: Math.max(0, Math.min(100, t.percentage)) / 100 } }),
        ...(t.delayed ? { color: DELAYED_COLOR } : {}),
        delayed: t.delayed,
      };
    });
}
