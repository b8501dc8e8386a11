import { businessKeyOf, businessKeyText, maskValue, type FieldSpec } from '@worksite/contract';
import type { EndpointContext } from '../../http/mount-endpoint';
import { messages } from '../../shared/messages';
import { recordId } from '../mount-record-type';
import { valueOfCell } from './excel-cells';
import type { ExcelTarget } from './excel-target';
import { idsByBusinessKey, isIdText, remoteIdsByName, type IdsByText } from './import-lookups';
import { checkImportRow, refusalMessage, type RowError } from './import-row-check';
import type { ParsedSheet } from './import-parse';

/** One valid row of an import: its number, the record id it updates (none: a new record), the column values. */
export interface ImportRow {
  readonly number: number;
  readonly id: number | undefined;
  readonly values: Map<string, unknown>;
  /** Masked cells of an update (an exported value sent back): kept as stored when they mask it, by column. */
  readonly masked: ReadonlyMap<string, string>;
}

/** The rows that passed validation and the errors of the others (every error of every row, `第3行：请输入项目名称`). */
export interface ValidatedImport {
  readonly rows: readonly ImportRow[];
  readonly errors: readonly RowError[];
}

const isIdField = (f: FieldSpec) => f.column === 'id';

/** A value as an export shows a masked field (`1380****5678`): its own mask. */
const looksMasked = (f: FieldSpec, v: unknown) => f.mask !== undefined && typeof v === 'string' && v.includes('*') && maskValue(f.mask, v) === v;

/** The Excel field of each header cell by its label, or the header's errors (row 1). */
function columnsOf(target: ExcelTarget, header: readonly string[]): { columns: (FieldSpec | undefined)[]; errors: RowError[] } {
  const byLabel = new Map(target.fields.map((f) => [f.label, f]));
  const errors: RowError[] = [];
  const seen = new Set<string>();
  const columns = header.map((label) => {
    if (label === '') return undefined;
    const f = byLabel.get(label);
    if (!f) errors.push({ row: 1, message: messages.importUnknownColumn(label) });
    else if (seen.has(label)) errors.push({ row: 1, message: messages.importDuplicateColumn(label) });
    seen.add(label);
    return f;
  });
  return { columns, errors };
}

/** One sheet row read: its number, the 编号 cell, the values of the columns an import writes (by field). */
interface ReadRow {
  readonly number: number;
  readonly rawId: unknown;
  readonly cells: ReadonlyMap<FieldSpec, unknown>;
}

/** The business key text of a row without 编号 (undefined when the sheet lacks a key column or a key cell is empty). */
function keyTextOf(target: ExcelTarget, row: ReadRow): string | undefined {
  const key = businessKeyOf(target.rt);
  if (key === undefined || !key.fields.every((f) => row.cells.has(f))) return undefined;
  return businessKeyText(key.fields.map((f) => row.cells.get(f)));
}

/** The remote fields' names the rows hold (cells that are not ids), resolved in the caller's scope, by field. */
async function remoteNames(target: ExcelTarget, ctx: EndpointContext, rows: readonly ReadRow[]): Promise<Map<FieldSpec, IdsByText>> {
  const out = new Map<FieldSpec, IdsByText>();
  for (const f of target.importFields) {
    if (f.input?.type !== 'remote') continue;
    const names = [...new Set(rows.map((r) => r.cells.get(f)).filter((v): v is string => typeof v === 'string' && v !== '' && !isIdText(v)))];
    out.set(f, await remoteIdsByName(target, ctx, f, names));
  }
  return out;
}

/**
 * Validates every row of an import (docs/decisions/0317, 0531) and reports every error of every row. A row with
 * an id (the 编号 column) updates that record; a row without one updates the live record in the caller's scope
 * its business key names (项目编号: importing a file twice adds nothing the second time), else it is a new
 * record; two rows naming one key are refused. A remote column holds the name an export writes (管理区域 by the
 * area's name) and is read back as its id. Fields are checked with the create/update rules; lookup labels are read
 * back as codes; a masked cell of an update (an exported phone) means "unchanged". The rows that passed go on to
 * writeImport with the others' errors, which checks them against the database and refuses the file with all.
 */
export async function validateImport(target: ExcelTarget, ctx: EndpointContext, sheet: ParsedSheet): Promise<ValidatedImport> {
  const { columns, errors } = columnsOf(target, sheet.header);
  if (errors.length) return { rows: [], errors };
  const read: ReadRow[] = sheet.rows.map((row) => {
    let rawId: unknown;
    const cells = new Map<FieldSpec, unknown>();
    columns.forEach((f, i) => {
      if (!f) return;
      if (isIdField(f)) rawId = valueOfCell(f, row.cells[i]);
      // A read-only column of an exported file (状态, 创建时间) is not written.
      else if (target.imports(f)) cells.set(f, valueOfCell(f, row.cells[i]));
    });
    return { number: row.number, rawId, cells };
  });
  const hasId = (r: ReadRow) => r.rawId !== undefined && r.rawId !== '';
  const keyTexts = new Map(read.filter((r) => !hasId(r)).map((r) => [r, keyTextOf(target, r)] as const));
  const keyed = await idsByBusinessKey(target, ctx, [...new Set([...keyTexts.values()].filter((k): k is string => k !== undefined))]);
  const names = await remoteNames(target, ctx, read);
  const label = businessKeyOf(target.rt)?.label ?? '';
  const firstRowOfKey = new Map<string, number>();
  const ids = new Set<number>();
  const rows: ImportRow[] = [];
  for (const row of read) {
    const rowErrors: string[] = [];
    let id: number | undefined;
    if (hasId(row)) {
      try {
        id = recordId({ id: row.rawId });
      } catch (err) {
        rowErrors.push(refusalMessage(err));
      }
    } else {
      const key = keyTexts.get(row);
      const matches = key === undefined ? [] : keyed.get(key) ?? [];
      if (key !== undefined && firstRowOfKey.has(key)) rowErrors.push(messages.importDuplicateKey(label, firstRowOfKey.get(key)!));
      else if (key !== undefined) firstRowOfKey.set(key, row.number);
      if (matches.length > 1) rowErrors.push(messages.importAmbiguousKey(label));
      else id = matches[0];
    }
    if (id !== undefined && ids.has(id)) rowErrors.push(messages.importDuplicateId);
    if (id !== undefined) ids.add(id);
    const update = hasId(row) || id !== undefined;
    const params: Record<string, unknown> = {};
    const masked = new Map<string, string>();
    for (const [f, value] of row.cells) {
      if (update && looksMasked(f, value)) masked.set(f.column, value as string);
      else if (f.input?.type === 'remote' && typeof value === 'string' && value !== '' && !isIdText(value)) {
        const found = names.get(f)?.get(value) ?? [];
        if (found.length === 0) rowErrors.push(messages.importUnknownName(f.label, value));
        else if (found.length > 1) rowErrors.push(messages.importAmbiguousName(f.label, value));
        else params[f.key] = found[0];
      } else params[f.key] = value;
    }
    const checked = checkImportRow(target, params, update);
    if (checked.errors) rowErrors.push(...checked.errors);
    if (rowErrors.length || checked.errors) errors.push(...rowErrors.map((message) => ({ row: row.number, message })));
    else rows.push({ number: row.number, id, values: checked.values, masked });
  }
  return { rows, errors };
}
