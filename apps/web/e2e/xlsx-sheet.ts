import ExcelJS from 'exceljs';

/** The first worksheet of an .xlsx as text: the header row and the data rows (cells as the sheet shows them). */
export interface SheetText {
  readonly header: string[];
  readonly rows: string[][];
}

async function load(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

function firstSheet(workbook: ExcelJS.Workbook): ExcelJS.Worksheet {
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('the workbook has no worksheet');
  return sheet;
}

/** Text of every non-empty row of the first sheet, the header's width wide. */
export async function readSheet(bytes: Buffer): Promise<SheetText> {
  const sheet = firstSheet(await load(bytes));
  const width = sheet.getRow(1).cellCount;
  const rowText = (row: ExcelJS.Row) => Array.from({ length: width }, (_, i) => row.getCell(i + 1).text.trim());
  const header = rowText(sheet.getRow(1));
  const rows: string[][] = [];
  for (let n = 2; n <= sheet.rowCount; n++) {
    const text = rowText(sheet.getRow(n));
    if (text.some((t) => t !== '')) rows.push(text);
  }
  return { header, rows };
}

/** One cell change: spreadsheet row number (header = 1), column label, new text. */
export interface CellChange {
  readonly row: number;
  readonly label: string;
  readonly value: string;
}

/** The workbook with cells changed (and rows appended: a `row` past the last one). */
export async function changeCells(bytes: Buffer, changes: readonly CellChange[]): Promise<Buffer> {
  const workbook = await load(bytes);
  const sheet = firstSheet(workbook);
  const header = sheet.getRow(1);
  const columnOf = (label: string) => {
    for (let c = 1; c <= header.cellCount; c++) if (header.getCell(c).text.trim() === label) return c;
    throw new Error(`the sheet has no column ${label}`);
  };
  for (const change of changes) sheet.getRow(change.row).getCell(columnOf(change.label)).value = change.value;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
