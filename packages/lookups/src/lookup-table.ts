import { lookupMessages } from './messages';

/** A code as stored: numeric codes for SPEC §3 tables, text for map states. */
export type LookupValue = number | string;

/** What a label function accepts: a code as the API sends it (number or numeric text), or nothing. */
export type LookupInput = LookupValue | null | undefined;

/** One row of a lookup table. */
export interface LookupEntry<V extends LookupValue = LookupValue> {
  readonly value: V;
  readonly label: string;
}

/** A lookup table: its rows in display order, usable directly as select options. */
export type LookupTable<V extends LookupValue = LookupValue> = readonly LookupEntry<V>[];

/** The entry whose value equals `value`; numeric text matches a numeric code (`'3'` finds 3). */
export function entryOf<V extends LookupValue>(table: LookupTable<V>, value: LookupInput): LookupEntry<V> | undefined {
  if (value === undefined || value === null) return undefined;
  const key = String(value).trim();
  return table.find((entry) => String(entry.value) === key);
}

/**
 * Label of `value` in `table`: '' when the value is missing (undefined, null, empty text),
 * `fallback` (default 未知) when no entry has it.
 */
export function labelOf(table: LookupTable, value: LookupInput, fallback: string = lookupMessages.unknown): string {
  if (value === undefined || value === null || String(value).trim() === '') return lookupMessages.missing;
  return entryOf(table, value)?.label ?? fallback;
}

/** True when `value` is one of the table's codes. */
export function hasValue<V extends LookupValue>(table: LookupTable<V>, value: LookupInput): boolean {
  return entryOf(table, value) !== undefined;
}
