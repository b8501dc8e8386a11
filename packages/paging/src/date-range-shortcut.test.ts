import { DATE_RANGE_SHORTCUTS, DATE_RANGE_SHORTCUT_DAYS, dateRangeShortcut } from './date-range-shortcut';
import type { DateRangeShortcutKind } from './date-range-shortcut';

describe('date range shortcuts (SPEC §9)', () => {
  const now = new Date('2024-03-31T10:20:30.000Z');

  it.each<[DateRangeShortcutKind, number, string, string]>([
    ['lastWeek', 7, '2024-03-24T10:20:30.000Z', '最近一周'],
    ['lastMonth', 30, '2024-03-01T10:20:30.000Z', '最近一个月'],
    ['lastThreeMonths', 90, '2024-01-01T10:20:30.000Z', '最近三个月'],
  ])('%s reaches back %p days', (kind, days, start, text) => {
    expect(DATE_RANGE_SHORTCUT_DAYS[kind]).toBe(days);
    const [s, e] = dateRangeShortcut(kind, now);
    expect(s.toISOString()).toBe(start);
    expect(e.toISOString()).toBe(now.toISOString());
    expect(e).not.toBe(now);
    expect(DATE_RANGE_SHORTCUTS.find((x) => x.kind === kind)).toEqual({ kind, text, days });
  });

  it('lists the shortcuts in picker order', () => {
    expect(DATE_RANGE_SHORTCUTS.map((s) => s.kind)).toEqual(['lastWeek', 'lastMonth', 'lastThreeMonths']);
  });
});
