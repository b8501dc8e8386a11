import { isCalendarDate, isDate, isLeapYear, isTime } from './date-time';

describe('isDate (yyyy-mm-dd, calendar-valid)', () => {
  it.each(['2024-02-29', '2000-02-29', '2023-01-31', '2023-04-30', '2023-12-31', '1949-10-01', '2023-02-28'])(
    'accepts %s',
    (value) => expect(isDate(value)).toBe(true),
  );
  it.each([
    ['not a leap year', '2023-02-29'],
    ['century not leap', '1900-02-29'],
    ['April 31', '2023-04-31'],
    ['month 13', '2023-13-01'],
    ['month 00', '2023-00-10'],
    ['day 00', '2023-01-00'],
    ['day 32', '2023-01-32'],
    ['single-digit month', '2023-1-01'],
    ['slashes', '2023/01/01'],
    ['with time', '2023-01-01 12:00'],
    ['year 0000', '0000-01-01'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isDate(value)).toBe(false));
});

describe('isLeapYear / isCalendarDate', () => {
  it.each([
    [2024, true],
    [2000, true],
    [1900, false],
    [2023, false],
  ])('isLeapYear(%d) is %s', (year, expected) => expect(isLeapYear(year)).toBe(expected));
  it.each([
    [2024, 2, 29, true],
    [2023, 2, 29, false],
    [2023, 6, 31, false],
    [2023, 12, 31, true],
    [2023, 1.5, 1, false],
  ])('isCalendarDate(%d, %d, %d) is %s', (y, m, d, expected) => expect(isCalendarDate(y, m, d)).toBe(expected));
});

describe('isTime (SPEC §5: HH:MM with optional seconds, hours 00–23)', () => {
  it.each(['00:00', '09:05', '12:30', '23:59', '23:59:59', '00:00:00', '08:30:15'])('accepts %s', (value) =>
    expect(isTime(value)).toBe(true),
  );
  it.each([
    ['hour 24', '24:00'],
    ['minute 60', '12:60'],
    ['second 60', '12:00:60'],
    ['one-digit hour', '9:05'],
    ['no minutes', '12'],
    ['dangling colon', '12:30:'],
    ['letters', 'ab:cd'],
    ['empty', ''],
  ])('rejects %s (%s)', (_why, value) => expect(isTime(value)).toBe(false));
});
