import type { RecordType } from '../record-type';
import type { StrWhereFieldKind } from '../str-where/str-where';
import * as registered from './registry';

/** Every registered record type (registry.ts: one line each), keyed by name. */
export const recordTypes: Readonly<Record<string, RecordType>> = Object.fromEntries(
  Object.values(registered as Readonly<Record<string, RecordType>>).map((r): [string, RecordType] => [r.name, r]),
);

/** Default scope columns when a record type names none. */
export const DEFAULT_SCOPE_COLUMNS = { company: 'company_id', project: 'project_id', district: 'district_code', user: 'user_id' } as const;

/**
 * The strWhere whitelist of a record type: its filterable columns, its scope columns, its soft-delete
 * column (clients send `company_id = 5 and if_del = 0`; the server still applies the scope itself) and its id
 * (`id in (3, 8)`: the names of the records a list refers to, docs/decisions/0418).
 */
export function strWhereFields(recordType: RecordType): Record<string, StrWhereFieldKind> {
  const fields: Record<string, StrWhereFieldKind> = {};
  if (recordType.fields.some((f) => f.column === 'id')) fields.id = 'number';
  for (const field of recordType.fields) {
    if (field.filterable) fields[field.column] = field.kind ?? 'string';
  }
  const scope = { ...DEFAULT_SCOPE_COLUMNS, ...recordType.scopeColumns };
  if (recordType.scope === 'company' || recordType.scope === 'project') fields[scope.company] = 'number';
  if (recordType.scope === 'project') fields[scope.project] = 'number';
  if (recordType.scopeColumns?.district !== undefined || recordType.scope === 'district') fields[scope.district] = 'string';
  if (recordType.softDeleteColumn !== undefined) fields[recordType.softDeleteColumn] = 'number';
  return fields;
}

/** Columns a list of this record type may be sorted by. */
export function sortableColumns(recordType: RecordType): string[] {
  return recordType.fields.filter((f) => f.sortable).map((f) => f.column);
}
