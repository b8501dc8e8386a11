import { fieldLookup, maskValue, type FieldSpec } from '@worksite/contract';
import { entryOf, lookupLabel, lookupTable } from '@worksite/lookups';
import { formatSiteDate, formatSiteDateTime } from '@worksite/validators';

/** A cell as exceljs writes it. */
export type CellValue = string | number | boolean | null;

const isNumberField = (f: FieldSpec) => f.kind === 'number' && fieldLookup(f) === undefined;

/**
 * The cell of field `f` for a value the list answers: a lookup shown by its label (the code when it has
 * none), a masked field masked (SPEC §5 first 4 / last 4), numbers as numbers, dates and times in site time
 * (`yyyy-MM-dd HH:mm`), the rest as text.
 */
export function cellOf(f: FieldSpec, value: unknown): CellValue {
  if (value === undefined || value === null || value === '') return null;
  const table = fieldLookup(f);
  if (table !== undefined) {
    const label = lookupLabel(table, value as string | number, '');
    return label === '' ? String(value) : label;
  }
  if (f.mask !== undefined) return maskValue(f.mask, String(value)) as string;
  if (isNumberField(f)) {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  if (typeof value === 'boolean') return value;
  // Times as the pages show them (docs/decisions/0390); the import reads them back as site time.
  if (f.input?.type === 'datetime') return formatSiteDateTime(value);
  if (f.input?.type === 'date') return formatSiteDate(value);
  return value instanceof Date ? value.toISOString() : String(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date cell as the field's text: `YYYY-MM-DD`, or with the time for a date-time field (Excel dates carry no zone). */
function dateText(f: FieldSpec, d: Date): string {
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return f.input?.type === 'datetime' ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : day;
}

/** The plain value of an exceljs cell: rich text joined, a formula's result, a hyperlink's text. */
export function plainCell(raw: unknown): unknown {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw instanceof Date) return raw;
  const o = raw as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
  if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('');
  if ('result' in o) return plainCell(o.result);
  if (typeof o.text === 'string') return o.text;
  return undefined;
}

/**
 * The value of field `f` read from a cell, as a form would send it: text trimmed, a lookup label turned back
 * into its code (a code is accepted too), a date as `YYYY-MM-DD`; an empty cell is ''.
 */
export function valueOfCell(f: FieldSpec, raw: unknown): unknown {
  const v = plainCell(raw);
  if (v === undefined) return '';
  if (v instanceof Date) return dateText(f, v);
  const text = typeof v === 'string' ? v.trim() : v;
  const table = fieldLookup(f);
  if (table !== undefined && typeof text === 'string' && text !== '') {
    const byLabel = lookupTable(table).find((e) => e.label === text);
    if (byLabel) return byLabel.value;
    return entryOf(lookupTable(table), text)?.value ?? text;
  }
  return text;
}
