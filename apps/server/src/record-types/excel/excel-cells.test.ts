import { field } from '@worksite/contract';
import { cellOf } from './excel-cells';

describe('cellOf: instants as the pages show them, in site time (Asia/Shanghai)', () => {
  const planned = field.datetime('planTime', '计划浇筑时间');
  const started = field.date('startDate', '开工日期');

  test('a date-time across the site\'s midnight: 16:30 UTC is 00:30 the next day on site', () => {
    expect(cellOf(planned, '2026-11-25T16:30:00.000Z')).toBe('2026-11-26 00:30');
    expect(cellOf(planned, new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25 23:59');
    expect(cellOf(planned, '2026-11-25T08:05:00+08:00')).toBe('2026-11-25 08:05');
  });

  test('a date field gives the site date; a text date is kept as it is', () => {
    expect(cellOf(started, new Date('2026-02-28T16:00:00Z'))).toBe('2026-03-01');
    expect(cellOf(started, '2026-01-01')).toBe('2026-01-01');
  });
});
