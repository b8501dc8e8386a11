import { lookupTable } from '@worksite/lookups';
import { fieldLookup, type RecordType } from '@worksite/contract';
import { invalid } from '../http/api-error';
import { messages } from '../shared/messages';

/**
 * Refuses a lookup field whose value is not a code of its table (`验收结论格式不正确`), for hooks of types whose
 * codes the database also CHECKs: the caller gets the field's message instead of a constraint error.
 */
export function checkLookupCodes(rt: RecordType, values: Map<string, unknown>): void {
  for (const f of rt.fields) {
    const table = fieldLookup(f);
    if (table === undefined || !values.has(f.column)) continue;
    const v = values.get(f.column);
    if (v === null || v === undefined || v === '') continue;
    if (!lookupTable(table).some((e) => String(e.value) === String(v))) throw invalid(messages.invalidField(f.label));
  }
}
