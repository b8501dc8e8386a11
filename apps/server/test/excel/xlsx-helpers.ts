import ExcelJS from 'exceljs';
import { XLSX_MEDIA_TYPE } from '@worksite/contract';
import { bearer, replyOf, type Reply } from '../http-client';

/** The cells of every row of the first sheet of an .xlsx (row 1 = the header), as exceljs reads them. */
export async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** An .xlsx whose first sheet holds `rows` (row 1 = the header). */
export async function xlsxOf(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** GET of a file call: status, headers and the bytes (or the JSON refusal). */
export async function download(url: string, token: string): Promise<{ status: number; headers: Headers; bytes: Buffer; json?: Record<string, any> }> {
  const res = await fetch(url, { headers: bearer(token) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(bytes.toString('utf8')) as Record<string, any>) : undefined;
  return { status: res.status, headers: res.headers, bytes, json };
}

/** POST of an .xlsx import as its raw bytes. */
export async function upload(url: string, token: string, bytes: Buffer, contentType = XLSX_MEDIA_TYPE): Promise<Reply> {
  return replyOf(await fetch(url, { method: 'POST', body: bytes, headers: { ...bearer(token), 'content-type': contentType } }));
}
