import { acceptedNames, fieldLookup, maskValue, type FieldSpec, type RecordType, type StrWhereCondition } from '@worksite/contract';
import { lookupLabel, lookupTable } from '@worksite/lookups';
import { formatSiteDate, formatSiteDateTime } from '@worksite/validators';
import { vmMessages } from '../messages';

/** One row of a record list as the server sends it: declared fields under their keys (hand-served types may use aliases). */
export type RecordRow = Readonly<Record<string, unknown>>;

/** A choice of a lookup or switch field. */
export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

/** The value of `field` in `row`: under its key, else under any name the wire accepts for it. */
export function fieldValue(row: RecordRow, field: FieldSpec): unknown {
  if (row[field.key] !== undefined && row[field.key] !== null) return row[field.key];
  for (const name of acceptedNames(field)) if (row[name] !== undefined && row[name] !== null) return row[name];
  return row[field.key];
}

/** The id of a row (its `id` field). */
export function rowId(row: RecordRow): number {
  return Number(row.id ?? row.rec_id ?? row.recId);
}

/** A date-time value as lists, details and forms show it: `yyyy-MM-dd HH:mm` in site time (docs/decisions/0390). */
export function formatDateTime(value: string): string {
  return formatSiteDateTime(value);
}

/** A date value as shown: the site day `yyyy-MM-dd`; other text unchanged. */
export function formatDate(value: string): string {
  return formatSiteDate(value);
}

/**
 * A field's value as a list cell or a detail value shows it: the lookup's label, the remote record's name when
 * the row carries it (`labelKey`) or `remoteName` knows it, a district's name when `remoteName` knows it (0525), 是/否 for a switch, dates readable, sensitive
 * values masked (SPEC §5), a password never; empty values as ''.
 */
export function displayText(row: RecordRow, field: FieldSpec, remoteName?: (id: string) => string | undefined): string {
  const input = field.input;
  if (input?.type === 'password') return '';
  const value = fieldValue(row, field);
  if (input?.type === 'remote' && input.labelKey !== undefined) {
    const name = row[input.labelKey];
    if (typeof name === 'string' && name !== '') return name;
  }
  if (value === undefined || value === null || value === '') return '';
  if (input?.type === 'remote' || input?.type === 'district') {
    const name = remoteName?.(String(value));
    if (name !== undefined) return name;
  }
  const table = fieldLookup(field);
  if (table !== undefined) return lookupLabel(table, value as string | number);
  if (input?.type === 'switch') {
    const on = input.on ?? 1;
    return String(value) === String(on) || value === true ? vmMessages.switchOn : vmMessages.switchOff;
  }
  if (typeof value === 'string' && input?.type === 'datetime') return formatDateTime(value);
  if (typeof value === 'string' && input?.type === 'date') return formatDate(value);
  const masked = maskValue(field.mask, typeof value === 'number' ? String(value) : value);
  return typeof masked === 'string' ? masked : typeof masked === 'object' ? JSON.stringify(masked) : String(masked);
}

/** The choices of a lookup field (its table in display order) or a switch (是 / 否); [] for other fields. */
export function fieldOptions(field: FieldSpec): readonly FieldOption[] {
  const table = fieldLookup(field);
  if (table !== undefined) return lookupTable(table).map((e) => ({ value: String(e.value), label: e.label }));
  // Coded values a text field may hold (强度等级; docs/decisions/0520): chosen, not typed.
  if (field.choices !== undefined) return field.choices.map((c) => ({ value: c, label: c }));
  if (field.input?.type === 'switch') {
    return [
      { value: String(field.input.on ?? 1), label: vmMessages.switchOn },
      { value: String(field.input.off ?? 0), label: vmMessages.switchOff },
    ];
  }
  return [];
}

/** True when the field is chosen rather than typed (its placeholder reads 请选择…). */
export function isChoiceField(field: FieldSpec): boolean {
  const type = field.input?.type;
  return type === 'lookup' || type === 'remote' || type === 'switch' || type === 'date' || type === 'datetime' || type === 'time' || field.choices !== undefined;
}

/** Fields of a generic search form: filterable ones a user can type or pick (not remote ids, geometry or secrets). */
export function searchableFields(recordType: RecordType): FieldSpec[] {
  return recordType.fields.filter((f) => f.filterable === true && !['remote', 'geometry', 'password', 'image', 'attachments'].includes(f.input?.type ?? 'text'));
}

/** Fields shown as list columns: the `listed` ones, never a password. */
export function listedFields(recordType: RecordType): FieldSpec[] {
  return recordType.fields.filter((f) => f.listed === true && f.input?.type !== 'password');
}

/** Fields of a detail dialog: every declared field but secrets. */
export function detailFields(recordType: RecordType): FieldSpec[] {
  return recordType.fields.filter((f) => f.input?.type !== 'password' && !f.hidden);
}

/**
 * The strWhere condition of one search value: text fields `like '%v%'`, codes and numbers `=` a number,
 * dates and text codes of a lookup `=` the value. Undefined when a number field's value is not a number.
 */
export function searchCondition(field: FieldSpec, value: string): StrWhereCondition | undefined {
  const kind = field.kind ?? 'string';
  if (kind === 'number' || kind === 'boolean') {
    const n = Number(value);
    return Number.isFinite(n) ? { field: field.column, op: '=', value: n } : undefined;
  }
  if (kind === 'date') return { field: field.column, op: '=', value };
  // A code chosen from a lookup (device kind, metric) is that code, not any text containing it.
  if (fieldLookup(field) !== undefined) return { field: field.column, op: '=', value };
  return { field: field.column, op: 'like', value: `%${value}%` };
}
