import { DELAYED_COLOR, compareWbs, ganttPoints, type GanttTaskRow } from './plan-gantt';

const task = (wbsCode: string, extra: Partial<GanttTaskRow> = {}): GanttTaskRow => ({
  id: 1, projectId: 1, projectName: '南山', wbsCode, taskName: `任务${wbsCode}`, predecessors: '',
  plannedStart: '2026-01-01', plannedEnd: '2026-01-10', percentage: 0, milestone: false, delayed: false, ...extra,
});

describe('the Gantt points of a plan (docs/decisions/0722)', () => {
  test('tasks in numeric WBS order under their parents, dependencies on existing predecessors, delayed bars red, milestones as points', () => {
    const points = ganttPoints([
      task('1.10', { predecessors: '1.2,9.9' }),
      task('1.2', { percentage: 40, delayed: true }),
      task('1'),
      task('1.3', { milestone: true, plannedStart: '2026-01-10', plannedEnd: '2026-01-12' }),
    ]);
    expect(points.map((p) => p.id)).toEqual(['1', '1.2', '1.3', '1.10']);
    expect(points[0]).toEqual({ id: '1', name: '1 任务1', start: Date.UTC(2026, 0, 1), end: Date.UTC(2026, 0, 11), milestone: false, completed: { amount: 0 }, delayed: false });
    expect(points[1]).toMatchObject({ parent: '1', completed: { amount: 0.4 }, color: DELAYED_COLOR, delayed: true });
    expect(points[2]).toMatchObject({ parent: '1', milestone: true, start: Date.UTC(2026, 0, 12), end: Date.UTC(2026, 0, 12) });
    expect(points[2]).not.toHaveProperty('completed');
    expect(points[3]).toMatchObject({ parent: '1', dependency: ['1.2'] });
    expect(points[3]).not.toHaveProperty('color');
  });

  test('WBS codes compare by number, segment by segment', () => {
    expect(['2', '1.10', '1.2', '1', '10'].sort(compareWbs)).toEqual(['1', '1.2', '1.10', '2', '10']);
  });
});
