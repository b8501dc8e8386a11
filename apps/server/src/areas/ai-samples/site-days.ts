import { SITE_TIME_ZONE } from '../personnel/site-time';

const siteDate = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE });

/** The last `days` site dates (`YYYY-MM-DD`, oldest first, today last): the x axis of a day trend. */
export function lastSiteDays(days: number, now = Date.now()): string[] {
  return Array.from({ length: days }, (_, i) => siteDate.format(new Date(now - (days - 1 - i) * 86_400_000)));
}

/** SQL for the instant the current site month began (a timestamptz), evaluated once per statement. */
export const siteMonthStartSql = `(SELECT date_trunc('month', now() AT TIME ZONE '${SITE_TIME_ZONE}') AT TIME ZONE '${SITE_TIME_ZONE}')`;

/** SQL for the site-local hour (0–23) of a timestamptz expression. */
export const siteHourOf = (ts: string): string => `extract(hour FROM (${ts}) AT TIME ZONE '${SITE_TIME_ZONE}')::int`;

/** ISO text of a timestamp column value. */
export const isoOf = (v: unknown): string => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v));
