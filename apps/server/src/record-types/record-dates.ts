import { isDate } from '@worksite/validators';

/**
 * A `date` column as the client reads it: `yyyy-mm-dd`. node-postgres answers a DATE as a Date at midnight of the
 * process's own zone, so the day is read with the local getters (any process zone gives the stored day).
 */
export function dateColumnText(v: unknown): unknown {
  if (!(v instanceof Date)) return v ?? null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${v.getFullYear()}-${pad(v.getMonth() + 1)}-${pad(v.getDate())}`;
}

/** A date-time text whose day is a day of the calendar (`2026-02-30 09:00` is not; PostgreSQL would refuse it). */
export function hasCalendarDay(text: string): boolean {
  const day = /^(\d{4}-\d{2}-\d{2})(?:[ T]|$)/.exec(text.trim());
  return day !== null && isDate(day[1]!);
}
