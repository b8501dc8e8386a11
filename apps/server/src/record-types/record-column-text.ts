import type { RecordType } from '@worksite/contract';

/** A `date` column as the client reads it: `yyyy-mm-dd` (pg gives a local-midnight Date). */
export function dateText(v: unknown): unknown {
  if (!(v instanceof Date)) return v ?? null;
  return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
}

/**
 * A `toClient` hook for a type with `date` and `numeric` columns: its date fields as `yyyy-mm-dd`, its number
 * fields as numbers (pg answers numeric columns as text); other fields as mapped.
 */
export function datesAndNumbersToClient(rt: RecordType): (record: Record<string, unknown>, row: Record<string, unknown>) => Record<string, unknown> {
  const dates = rt.fields.filter((f) => f.input?.type === 'date' && !f.computed);
  const numbers = rt.fields.filter((f) => f.input?.type === 'number' && !f.computed);
  return (record, row) => {
    const out: Record<string, unknown> = { ...record };
    for (const f of dates) out[f.key] = dateText(row[f.column]);
    for (const f of numbers) out[f.key] = row[f.column] === null || row[f.column] === undefined ? null : Number(row[f.column]);
    return out;
  };
}
