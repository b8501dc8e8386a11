/**
 * Time zone of site days (docs/decisions/0160): attendance dates, "today" on the screens and the day
 * buckets of trends are days in China Standard Time, whatever the database session's TimeZone.
 */
export const SITE_TIME_ZONE = 'Asia/Shanghai';

/** SQL for today's date on site (a scalar subquery: evaluated once per statement, not per row). */
export const siteTodaySql = `(SELECT (now() AT TIME ZONE '${SITE_TIME_ZONE}')::date)`;

/** SQL for the instant today's site day began (a timestamptz), evaluated once per statement. */
export const siteDayStartSql = `(SELECT (now() AT TIME ZONE '${SITE_TIME_ZONE}')::date::timestamp AT TIME ZONE '${SITE_TIME_ZONE}')`;

/** SQL turning a site-local `date + time` expression into a timestamptz. */
export const siteInstantSql = (localTimestamp: string): string => `((${localTimestamp}) AT TIME ZONE '${SITE_TIME_ZONE}')`;

/** SQL for the site date of a timestamptz expression. */
export const siteDateOf = (ts: string): string => `((${ts}) AT TIME ZONE '${SITE_TIME_ZONE}')::date`;
