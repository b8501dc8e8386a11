import { exceljs } from '../../shared/exceljs';
import { Readable } from 'node:stream';
import { invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import { plainCell } from './excel-cells';

/** Most data rows one import takes (docs/decisions/0317). */
export const IMPORT_MAX_ROWS = 10_000;

/** One spreadsheet row: its number (header = 1) and its cells by column (index 0 = column A). */
export interface SheetRow {
  readonly number: number;
  readonly cells: readonly unknown[];
}

/** The first sheet of an import: its header row's texts and its non-empty data rows. */
export interface ParsedSheet {
  readonly header: readonly string[];
  readonly rows: readonly SheetRow[];
}

const isEmpty = (v: unknown) => {
  const p = plainCell(v);
  return p === undefined || (typeof p === 'string' && p.trim() === '');
};

/**
 * Reads the first worksheet of an .xlsx body with exceljs's streaming reader: rows are read one by one and
 * reading stops past IMPORT_MAX_ROWS, so an oversized sheet is refused without inflating it all. Anything
 * that is not an .xlsx workbook is a 400.
 */
export async function parseImport(body: unknown): Promise<ParsedSheet> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw invalid(messages.importNotXlsx);
  const reader = new (await exceljs()).stream.xlsx.WorkbookReader(Readable.from([body]), {
    sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'cache', worksheets: 'emit', entries: 'emit',
  });
  let header: string[] | undefined;
  const rows: SheetRow[] = [];
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        if (header === undefined) {
          header = values.map((v) => String(plainCell(v) ?? '').trim());
          continue;
        }
        if (values.every(isEmpty)) continue;
        if (rows.length >= IMPORT_MAX_ROWS) throw invalid(messages.importTooManyRows(IMPORT_MAX_ROWS));
        rows.push({ number: row.number, cells: values });
      }
      break;
    }
  } catch (err) {
    if (err instanceof Error && err.name === 'ApiError') throw err;
    throw invalid(messages.importNotXlsx);
  }
  if (header === undefined || rows.length === 0) throw invalid(messages.importEmpty);
  return { header, rows };
}
