import type { RecordType } from '@worksite/contract';

/**
 * A `toClient` hook for a type with `numeric` columns: its number fields as numbers (pg answers numeric columns
 * as text); other fields as mapped (dates are `yyyy-mm-dd` already: rowToRecord, record-dates.ts).
 */
export function numbersToClient(rt: RecordType): (record: Record<string, unknown>, row: Record<string, unknown>) => Record<string, unknown> {
  const numbers = rt.fields.filter((f) => f.input?.type === 'number' && !f.computed);
  return (record, row) => {
    const out: Record<string, unknown> = { ...record };
    for (const f of numbers) out[f.key] = row[f.column] === null || row[f.column] === undefined ? null : Number(row[f.column]);
    return out;
  };
}
