import { failedRule, sentFieldValue } from '@worksite/contract';
import { ApiError } from '../../http/api-error';
import { checkedValue, recordValues, writableFields } from '../record-values';
import type { ExcelTarget } from './excel-target';

/** The message of a refusal of bad input (400/409), rethrowing anything else. */
export function refusalMessage(err: unknown): string {
  if (err instanceof ApiError && (err.httpStatus === 400 || err.httpStatus === 409)) return err.message;
  throw err;
}

/**
 * Every error of one import row (docs/decisions/0531), not only its first: each writable field checked on its
 * own as a create or update checks it (required message, codec, length, rules), then — only when every field
 * passed — the row as a whole through `recordValues`, the create/update path's own reader (what it adds: an
 * emptied column that cannot be emptied, rules across fields). The values to write, or the messages in
 * declared order.
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
    return errors.length ? { errors } : { values };
  } catch (err) {
    return { errors: [refusalMessage(err)] };
  }
}
