import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded on the first Excel call rather than at start (docs/decisions/0562): with its dependencies it is
 * about a third of the modules a server start would load (~500 of 1,560), and most starts — every server test
 * file, a product that is never asked for a workbook — need none of them.
 */
export function exceljs(): Promise<typeof ExcelJS> {
  loading ??= import('exceljs').then((m) => ((m as { default?: typeof ExcelJS }).default ?? (m as unknown as typeof ExcelJS)));
  return loading;
}
