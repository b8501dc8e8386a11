/**
 * Time zone of site days (docs/decisions/0160): attendance dates, "today" on the screens and the day
 * buckets of trends are days in China Standard Time, whatever the database session's TimeZone.
 */
export const SITE_TIME_ZONE = 'Asia/Shanghai';

/** Its offset from UTC (China has kept no summer time since 1991): zone-less site text written as an instant. */
export const SITE_UTC_OFFSET = '+08:00';

/** SQL for today's date on site (a scalar subquery: evaluated once per statement, not per row). */
export const siteTodaySql = `(SELECT (now() AT TIME ZONE '${SITE_TIME_ZONE}')::date)`;

/** SQL for the instant today's site day began (a timestamptz), evaluated once per statement. */
export const siteDayStartSql = `(SELECT (now() AT TIME ZONE '${SITE_TIME_ZONE}')::date::timestamp AT TIME ZONE '${SITE_TIME_ZONE}')`;

/** SQL turning a site-local `date + time` expression into a timestamptz. */
export const siteInstantSql = (localTimestamp: string): string => `((${localTimestamp}) AT TIME ZONE '${SITE_TIME_ZONE}')`;

/** SQL for the site date of a timestamptz expression. */
export const siteDateOf = (ts: string): string => `((${ts}) AT TIME ZONE '${SITE_TIME_ZONE}')::date`;

/** SQL for the instant the current site month began (a timestamptz), evaluated once per statement. */
export const siteMonthStartSql = `(SELECT date_trunc('month', now() AT TIME ZONE '${SITE_TIME_ZONE}') AT TIME ZONE '${SITE_TIME_ZONE}')`;

/** SQL for the site-local hour (0–23) of a timestamptz expression. */
export const siteHourOf = (ts: string): string => `extract(hour FROM (${ts}) AT TIME ZONE '${SITE_TIME_ZONE}')::int`;

const siteDate = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE });

/** The last `days` site dates (`YYYY-MM-DD`, oldest first, today last): the x axis of a day trend. */
export function lastSiteDays(days: number, now = Date.now()): string[] {
  return Array.from({ length: days }, (_, i) => siteDate.format(new Date(now - (days - 1 - i) * 86_400_000)));
}
