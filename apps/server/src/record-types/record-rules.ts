import { recordRuleFailures, type RecordType } from '@worksite/contract';
import { invalid } from '../http/api-error';
import { rowToRecord } from './record-values';

/**
 * The rules across fields a record type declares (its date pairs, its date windows; docs/decisions/0520), checked
 * on the record as a write leaves it: the stored row (an update) with the column values being written over it.
 * The same pure checker the web's form runs before it sends (`recordRuleFailures` of the contract); the moment is
 * the server's clock (`Date.now()`, which server tests set to TEST_NOW). Throws a 400 with the first message.
 * `windows: false` leaves the windows out (rows of an import that update records); `now` is another moment (tests).
 */
export function checkRecordRules(
  rt: RecordType,
  values: ReadonlyMap<string, unknown>,
  before?: Record<string, unknown>,
  options: { readonly windows?: boolean; readonly now?: number } = {},
): void {
  const stored = before === undefined ? undefined : rowToRecord(rt, before);
  const written = Object.fromEntries(rt.fields.filter((f) => values.has(f.column)).map((f) => [f.key, values.get(f.column)]));
  const failure = recordRuleFailures(rt, { values: { ...stored, ...written }, before: stored, now: options.now ?? Date.now(), windows: options.windows })[0];
  if (failure !== undefined) throw invalid(failure.message);
}
