import type { RecordType } from '../record-type';
import type { StrWhereFieldKind } from '../str-where/str-where';
import { organisationRecord } from './organisation-record';
import { projectRecord } from './project-record';
import { templateRecord } from './template-record';

/** Every declared record type, keyed by name. */
export const recordTypes: Readonly<Record<string, RecordType>> = {
  [templateRecord.name]: templateRecord,
  [projectRecord.name]: projectRecord,
  [organisationRecord.name]: organisationRecord,
};

/** Default scope columns when a record type names none. */
export const DEFAULT_SCOPE_COLUMNS = { company: 'company_id', project: 'project_id', district: 'district_code' } as const;

/**
 * The strWhere whitelist of a record type: its filterable columns, its scope columns and its soft-delete
 * column (clients send `company_id = 5 and if_del = 0`; the server still applies the scope itself).
 */
export function strWhereFields(recordType: RecordType): Record<string, StrWhereFieldKind> {
  const fields: Record<string, StrWhereFieldKind> = {};
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
