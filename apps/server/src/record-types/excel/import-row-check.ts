import { failedRule, recordRuleFailures, sentFieldValue } from '@worksite/contract';
import { ApiError, invalid } from '../../http/api-error';
import { messages } from '../../shared/messages';
import { checkedValue, recordValues, rowToRecord, writableFields } from '../record-values';
import type { ExcelTarget } from './excel-target';

/** One refused row of an import: its number (header = 1) and the message. */
export interface RowError {
  readonly row: number;
  readonly message: string;
}

/** The refusal of an import: every row error in row order (a row's own in the order found), the first as its message. */
export function importRefusal(errors: readonly RowError[]): ApiError {
  const texts = [...errors].sort((a, b) => a.row - b.row).map((e) => messages.importRow(e.row, e.message));
  return invalid(texts[0]!, { errors: texts });
}

/** The message of a refusal of bad input (400/409), rethrowing anything else. */
export function refusalMessage(err: unknown): string {
  if (err instanceof ApiError && (err.httpStatus === 400 || err.httpStatus === 409)) return err.message;
  throw err;
}

/**
 * Every rule across fields (docs/decisions/0520) the record breaks as a row leaves it — `before` (an update: the
 * stored row, the values written over it) or a new record — with the messages of the create / update calls. An
 * update's date windows are left out (a re-imported plan whose day has passed is no new plan; 0520).
 */
export function crossFieldErrors(target: ExcelTarget, values: ReadonlyMap<string, unknown>, before?: Record<string, unknown>): string[] {
  const stored = before === undefined ? undefined : rowToRecord(target.rt, before);
  const written = Object.fromEntries(target.rt.fields.filter((f) => values.has(f.column)).map((f) => [f.key, values.get(f.column)]));
  const input = { values: { ...stored, ...written }, before: stored, now: Date.now(), windows: before === undefined };
  return recordRuleFailures(target.rt, input).map((f) => f.message);
}

/**
 * Every error of one import row (docs/decisions/0531), not only its first: each writable field checked on its
 * own as a create or update checks it (required message, codec, length, range, choices, rules), then — only when
 * every field passed — the row as a whole through `recordValues`, the create/update path's own reader (an emptied
 * column that cannot be emptied), and a new record's rules across fields. The values to write, or the messages
 * in declared order.
 */
export function checkImportRow(
  target: ExcelTarget,
  params: Record<string, unknown>,
  update: boolean,
): { readonly values: Map<string, unknown>; readonly errors?: undefined } | { readonly errors: readonly string[] } {
  const errors: string[] = [];
  for (const f of writableFields(target.rt)) {
    try {
      checkedValue(f, sentFieldValue(params, f), update);
    } catch (err) {
      errors.push(refusalMessage(err));
    }
  }
  if (errors.length) return { errors };
  try {
    const values = recordValues(target.rt, params, update, undefined, (column) => target.emptyValue(column));
    for (const f of target.importFields) {
      const rule = values.has(f.column) ? failedRule(f.rules, values.get(f.column)) : undefined;
      if (rule !== undefined) errors.push(rule);
    }
    // A new record's rules across fields here; an update's where its stored row is read (import-write.ts).
    if (!update) errors.push(...crossFieldErrors(target, values));
    return errors.length ? { errors } : { values };
  } catch (err) {
    return { errors: [refusalMessage(err)] };
  }
}
