import { PAGING_MESSAGES } from './messages';

/** The date-range shortcuts of SPEC §9. */
export type DateRangeShortcutKind = 'lastWeek' | 'lastMonth' | 'lastThreeMonths';

/** Days each shortcut reaches back: 7, 30, 90 (SPEC §9). */
export const DATE_RANGE_SHORTCUT_DAYS: Readonly<Record<DateRangeShortcutKind, number>> = {
  lastWeek: 7,
  lastMonth: 30,
  lastThreeMonths: 90,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** [start, end]: `end` is `now`, `start` is the shortcut's days earlier, to the millisecond. */
export function dateRangeShortcut(kind: DateRangeShortcutKind, now: Date): [Date, Date] {
  const end = new Date(now.getTime());
  const start = new Date(now.getTime() - DATE_RANGE_SHORTCUT_DAYS[kind] * DAY_MS);
  return [start, end];
}

/** One entry of a date picker's shortcut list. */
export interface DateRangeShortcut {
  readonly kind: DateRangeShortcutKind;
  readonly text: string;
  readonly days: number;
}

/** The three shortcuts in picker order, with their labels. */
export const DATE_RANGE_SHORTCUTS: readonly DateRangeShortcut[] = (
  ['lastWeek', 'lastMonth', 'lastThreeMonths'] as const
).map((kind) => ({ kind, text: PAGING_MESSAGES[kind], days: DATE_RANGE_SHORTCUT_DAYS[kind] }));
