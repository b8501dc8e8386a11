/**
 * Chart-friendly shapes of screen data (SPEC §3 "Chart data": name/value points, series names, colours):
 * the web hands them to Highcharts as they are.
 */

import type { ScreenPoint, ScreenSeries } from '@worksite/contract';

export type { ScreenPoint, ScreenSeries };

/** Rounds to `digits` decimals (screens show at most 2). */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Share `part / whole` as a percentage with 2 decimals; 0 when the whole is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? round((part * 100) / whole) : 0;
}

/** Number of a count/sum column (pg returns bigint and numeric as strings). */
export function num(value: unknown): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** A number or null (a missing reading stays a gap in a chart, never a 0). */
export function numOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? round(n) : null;
}

/**
 * Points for every entry of a lookup table, counts taken from `rows` (`key` → count), zero when absent:
 * a status with no project still shows as 0 rather than disappearing from the legend.
 */
export function pointsOfLookup(table: readonly { value: number | string; label: string }[], counts: ReadonlyMap<string, number>, colors?: Readonly<Record<string, string>>): ScreenPoint[] {
  return table.map((e) => ({
    name: e.label,
    value: counts.get(String(e.value)) ?? 0,
    key: e.value,
    ...(colors?.[String(e.value)] ? { color: colors[String(e.value)] } : {}),
  }));
}

/** Map of `key` → numeric `value` from query rows. */
export function countMap(rows: readonly Record<string, unknown>[], key = 'key', value = 'n'): Map<string, number> {
  return new Map(rows.map((r) => [String(r[key]), num(r[value])]));
}

/** `MM-DD` labels of dates (the x axis of day trends). */
export function dayLabel(day: string | Date): string {
  const s = typeof day === 'string' ? day : day.toISOString().slice(0, 10);
  return s.slice(5, 10);
}

/** Values of `rows` aligned on `categories` by `key`, null where no row exists. */
export function align(categories: readonly string[], rows: readonly Record<string, unknown>[], key: string, value: string, fill: number | null = 0): (number | null)[] {
  const m = new Map(rows.map((r) => [String(r[key]), r[value]]));
  return categories.map((c) => (m.has(c) ? numOrNull(m.get(c)) : fill));
}

/** ISO text of a timestamp column value ('' when absent). */
export const isoOf = (v: unknown): string => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v));
