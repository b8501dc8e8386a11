const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** True when year/month/day name a real calendar day (month 1–12, day within the month, year ≥ 1). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  return day <= (days ?? 0);
}

/** Date written `yyyy-mm-dd` that exists in the calendar (`2024-02-29` yes, `2023-02-29` no). */
export function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  return isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Time `HH:MM` or `HH:MM:SS`, hours 00–23, two digits each. */
export function isTime(value: string): boolean {
  return TIME.test(value);
}
