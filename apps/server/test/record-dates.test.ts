/**
 * Dates on the generic mount, stated once (record-types/record-dates.ts, record-values.ts): a DATE reads back as
 * `yyyy-mm-dd`; an emptied date or time is cleared; a day the calendar has not is refused naming the field.
 */
import { concOrderRecord, projectRecord } from '@worksite/contract';
import { dateColumnText, hasCalendarDay } from '../src/record-types/record-dates';
import { checkedValue, declaredField, rowToRecord } from '../src/record-types/record-values';

const startDate = declaredField(projectRecord, 'startDate');
const planTime = declaredField(concOrderRecord, 'planTime');
const refusal = (f: Parameters<typeof checkedValue>[0], raw: unknown) => {
  try {
    checkedValue(f, raw, true);
    return undefined;
  } catch (e) {
    return (e as { message?: string; detail?: string }).detail ?? (e as Error).message;
  }
};

describe('dates on the generic mount', () => {
  test('a DATE column (pg: local midnight) reads as its day; a time stays an instant', () => {
    expect(dateColumnText(new Date(2025, 2, 1))).toBe('2025-03-01');
    expect(dateColumnText(null)).toBeNull();
    expect(dateColumnText('2025-03-01')).toBe('2025-03-01');
    const rec = rowToRecord(projectRecord, { id: 1, start_date: new Date(2025, 2, 1), end_date: null, create_time: new Date(Date.UTC(2026, 5, 15, 2)) });
    expect([rec.startDate, rec.endDate, rec.createTime]).toEqual(['2025-03-01', null, '2026-06-15T02:00:00.000Z']);
  });

  test('days of the calendar only: 2026-02-30 and 2026-13-01 are refused naming the field, for dates and times', () => {
    expect(checkedValue(startDate, '2026-02-28', true)).toBe('2026-02-28');
    expect(refusal(startDate, '2026-02-30')).toBe('开工日期格式不正确');
    expect(refusal(startDate, '2026/02/01')).toBe('开工日期格式不正确');
    expect(refusal(planTime, '2026-02-30 09:00')).toBe('计划浇筑时间格式不正确');
    expect(refusal(planTime, "2026-13-01'; --")).toBe('计划浇筑时间格式不正确');
    expect(checkedValue(planTime, '2026-06-20 09:30', true)).toBe('2026-06-20 09:30+08:00');
    expect([hasCalendarDay('2026-06-20T01:30:00.000Z'), hasCalendarDay('2024-02-29'), hasCalendarDay('2025-02-29')]).toEqual([true, true, false]);
  });

  test('an emptied optional date is cleared (null), a date not sent is left alone', () => {
    expect(checkedValue(startDate, '', true)).toBeNull();
    expect(checkedValue(startDate, undefined, true)).toBeUndefined();
  });
});
