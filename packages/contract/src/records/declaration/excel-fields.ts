import type { FieldSpec, RecordType } from './record-declaration';

/**
 * The columns of a type's Excel export, in declaration order (docs/decisions/0346): every field its list shows
 * and every field declared for Excel, read-only ones included — the page's columns.
 */
export function excelExportFields(rt: RecordType): FieldSpec[] {
  return rt.fields.filter((f) => f.excel === true || f.listed === true);
}

/** The columns an import writes and its template offers: 编号 and the writable Excel fields. */
export function excelImportFields(rt: RecordType): FieldSpec[] {
  return excelExportFields(rt).filter((f) => f.column === 'id' || (f.excel === true && f.readOnly !== true && f.computed === undefined));
}
