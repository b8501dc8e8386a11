import { siteTodaySql } from './site-time';

/**
 * 延期 of a plan task over alias `a` (进度计划, docs/decisions/0722): planned end before the site day and not finished
 * (below 100 %), or finished (actual end) after the planned end — one SQL expression, so the list, its filter, its
 * export and the project screens agree.
 */
export const taskDelayedSql = (a: string): string =>
  `((${a}.planned_end < ${siteTodaySql} AND ${a}.percentage < 100) OR (${a}.actual_end IS NOT NULL AND ${a}.actual_end > ${a}.planned_end))`;
