import { failedRule, maskValue, type FieldSpec } from '@worksite/contract';
import { ApiError } from '../../http/api-error';
import { messages } from '../../shared/messages';
import { recordId } from '../mount-record-type';
import { recordValues } from '../record-values';
import { valueOfCell } from './excel-cells';
import type { ExcelTarget } from './excel-target';
import type { ParsedSheet } from './import-parse';

/** One valid row of an import: its number, the record id it updates (none: a new record), the column values. */
export interface ImportRow {
  readonly number: number;
  readonly id: number | undefined;
  readonly values: Map<string, unknown>;
  /** Masked cells of an update (an exported value sent back): kept as stored when they mask it, by column. */
  readonly masked: ReadonlyMap<string, string>;
}

/** Every row validated, or every row error (`第3行：请输入项目名称`) in row order. */
export type ValidatedImport = { readonly ok: true; readonly rows: readonly ImportRow[] } | { readonly ok: false; readonly errors: readonly string[] };

const isIdField = (f: FieldSpec) => f.column === 'id';

/** A value as an export shows a masked field (`1380****5678`): its own mask. */
const looksMasked = (f: FieldSpec, v: unknown) => f.mask !== undefined && typeof v === 'string' && v.includes('*') && maskValue(f.mask, v) === v;

/** The Excel field of each header cell by its label, or the header's errors (row 1). */
function columnsOf(target: ExcelTarget, header: readonly string[]): { columns: (FieldSpec | undefined)[]; errors: string[] } {
  const byLabel = new Map(target.fields.map((f) => [f.label, f]));
  const errors: string[] = [];
  const seen = new Set<string>();
  const columns = header.map((label) => {
    if (label === '') return undefined;
    const f = byLabel.get(label);
    if (!f) errors.push(messages.importRow(1, messages.importUnknownColumn(label)));
    else if (seen.has(label)) errors.push(messages.importRow(1, messages.importDuplicateColumn(label)));
    seen.add(label);
    return f;
  });
  return { columns, errors };
}

/**
 * Validates every row of an import with the declaration's rules through the create/update path's own
 * `recordValues` (required messages, formats, lengths, in declared order): a row with an id (the 编号 column)
 * is an update of the fields it has, a row without a new record. Lookup labels are read back as codes.
 */
export function validateImport(target: ExcelTarget, sheet: ParsedSheet): ValidatedImport {
  const { columns, errors } = columnsOf(target, sheet.header);
  if (errors.length) return { ok: false, errors };
  const rows: ImportRow[] = [];
  const ids = new Set<number>();
  for (const row of sheet.rows) {
    const params: Record<string, unknown> = {};
    const masked = new Map<string, string>();
    let rawId: unknown;
    columns.forEach((f, i) => {
      if (f && isIdField(f)) rawId = valueOfCell(f, row.cells[i]);
    });
    const update = rawId !== undefined && rawId !== '';
    columns.forEach((f, i) => {
      // 编号 is read above; a read-only column of an exported file (状态, 创建时间) is not written.
      if (!f || isIdField(f) || !target.imports(f)) return;
      const value = valueOfCell(f, row.cells[i]);
      if (update && looksMasked(f, value)) masked.set(f.column, value as string);
      else params[f.key] = value;
    });
    try {
      const id = update ? recordId({ id: rawId }) : undefined;
      if (id !== undefined && ids.has(id)) throw new ApiError(400, 400, messages.importDuplicateId);
      if (id !== undefined) ids.add(id);
      const values = recordValues(target.rt, params, id !== undefined, undefined, (column) => target.emptyValue(column));
      for (const f of target.importFields) {
        const rule = values.has(f.column) ? failedRule(f.rules, values.get(f.column)) : undefined;
        if (rule !== undefined) throw new ApiError(400, 400, rule);
      }
      rows.push({ number: row.number, id, values, masked });
    } catch (err) {
      if (!(err instanceof ApiError) || err.httpStatus !== 400) throw err;
      errors.push(messages.importRow(row.number, err.message));
    }
  }
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}
