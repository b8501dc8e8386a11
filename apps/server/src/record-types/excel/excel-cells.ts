import { maskValue, type FieldSpec } from '@worksite/contract';
import { entryOf, lookupLabel, lookupTable } from '@worksite/lookups';
import { siteDateText, siteMinuteText } from '../../shared/site-time';

/** A cell as exceljs writes it. */
export type CellValue = string | number | boolean | null;

const isNumberField = (f: FieldSpec) => f.kind === 'number' && f.lookup === undefined;

/** An instant in an ISO text (`2026-11-25T08:30:00.000Z`), as node-postgres or a hook gives it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A date or date-time value as the pages show it: site time (Asia/Shanghai), `YYYY-MM-DD HH:mm` or `YYYY-MM-DD`. */
function timeCell(f: FieldSpec, value: unknown): string | undefined {
  const at = value instanceof Date ? value : typeof value === 'string' && ISO_INSTANT.test(value) ? new Date(value) : undefined;
  if (at === undefined || Number.isNaN(at.getTime())) return undefined;
  return f.input?.type === 'date' ? siteDateText(at) : siteMinuteText(at);
}

/**
 * The cell of field `f` for a value the list answers: a lookup shown by its label (the code when it has
 * none), a masked field masked (SPEC §5 first 4 / last 4), an instant in site time, numbers as numbers, the
 * rest as text.
 */
export function cellOf(f: FieldSpec, value: unknown): CellValue {
  if (value === undefined || value === null || value === '') return null;
  if (f.lookup !== undefined) {
    const label = lookupLabel(f.lookup, value as string | number, '');
    return label === '' ? String(value) : label;
  }
  if (f.mask !== undefined) return maskValue(f.mask, String(value)) as string;
  if (f.kind === 'date') {
    const text = timeCell(f, value);
    if (text !== undefined) return text;
  }
  if (isNumberField(f)) {
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  if (typeof value === 'boolean') return value;
  return value instanceof Date ? siteMinuteText(value) : String(value);
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
  if (f.lookup !== undefined && typeof text === 'string' && text !== '') {
    const byLabel = lookupTable(f.lookup).find((e) => e.label === text);
    if (byLabel) return byLabel.value;
    return entryOf(lookupTable(f.lookup), text)?.value ?? text;
  }
  return text;
}
