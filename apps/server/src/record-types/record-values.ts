import { failedRule, firstSentValue, maskValue, sentFieldValue, valueRuleError, writableFieldsOf, type FieldSpec, type RecordType } from '@worksite/contract';
import { invalid } from '../http/api-error';
import { messages } from '../shared/messages';
import { SITE_UTC_OFFSET } from '../shared/site-time';
import { isDate } from '@worksite/validators';
import { isDivisionCode } from './division-codes';
import { dateColumnText, hasCalendarDay } from './record-dates';

/** The value a client sent for `f`: under its write key, column, read key or a declared alias. */
export function sentValue(params: Record<string, unknown>, f: FieldSpec): unknown {
  return sentFieldValue(params, f);
}

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * Fields a client may write: not read-only, not computed, not the id, not a column the declaration
 * fixes (`fixed`: the server sets it).
 */
export function writableFields(rt: RecordType): FieldSpec[] {
  const fixed = rt.fixed ?? {};
  return writableFieldsOf(rt).filter((f) => !(f.column in fixed));
}

/** What an emptied column holds (NULL or its constant default), or undefined when it cannot be emptied. */
export type EmptyValueOf = (column: string) => { readonly value: unknown } | undefined;

/**
 * Column values to write, validated in declaration order (SPEC §5 order): per field the required message,
 * the codec, maxLength, then the declared format rules with their messages. Values are read under every
 * name the declaration accepts (write key, column, key, aliases). `partial` (update) checks only the
 * fields sent. Throws a 400 with the first message. With `existing` (update), a masked field sent back as the
 * mask of its stored value is no change and is left out (docs/decisions/0310).
 *
 * An optional number, choice or date sent empty ('' or null) empties it on update (docs/decisions/0414): the
 * column takes what `emptyValue` says (NULL, else its constant default); a column that can hold neither is
 * refused naming the field. On create an empty field is not written (the column's default applies).
 */
export function recordValues(
  rt: RecordType,
  params: Record<string, unknown>,
  partial: boolean,
  existing?: Record<string, unknown>,
  emptyValue?: EmptyValueOf,
): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const f of writableFields(rt)) {
    const raw = sentFieldValue(params, f);
    if (existing && f.mask && typeof raw === 'string' && raw !== existing[f.column] && raw === maskValue(f.mask, existing[f.column])) continue;
    const value = checkedOrEmptied(f, raw, partial);
    if (value === EMPTIED) {
      if (!partial) continue;
      if (emptyValue === undefined) {
        if (isDateField(f)) out.set(f.column, null);
        continue;
      }
      const empty = emptyValue(f.column);
      if (empty === undefined) throw invalid(messages.cannotBeEmpty(f.label));
      out.set(f.column, empty.value);
    } else if (value !== undefined) out.set(f.column, value);
  }
  return out;
}

/** A sent value that empties a field its codec cannot hold as '' (a number, a choice, a date). */
const EMPTIED = Symbol('emptied');

const isDateField = (f: FieldSpec) => f.input?.type === 'date' || f.input?.type === 'datetime';

/**
 * One sent value of `f` checked as the declaration says (required message, codec, maxLength, rules in order, range, choices,
 * a district code the division table has):
 * the decoded value, or undefined when nothing (or nothing usable and optional) was sent; an emptied date is
 * null. `partial`: a field not sent at all is not required. Throws a 400 with the message.
 */
export function checkedValue(f: FieldSpec, raw: unknown, partial: boolean): unknown {
  const value = checkedOrEmptied(f, raw, partial);
  if (value !== EMPTIED) return value;
  // An emptied date is no date: a DATE / TIMESTAMPTZ column holds no ''.
  return isDateField(f) ? null : undefined;
}

/** checkedValue, with EMPTIED for an optional field sent empty that its codec cannot hold as sent. */
function checkedOrEmptied(f: FieldSpec, raw: unknown, partial: boolean): unknown {
  if (empty(raw)) {
    if (f.required && (!partial || raw !== undefined)) throw invalid(f.required);
    if (raw === undefined) return undefined;
    if (isDateField(f)) return EMPTIED;
  }
  if (Array.isArray(raw) || (typeof raw === 'object' && raw !== null)) throw invalid(messages.invalidField(f.label));
  const decoded = f.codec.decode(raw) as { _tag: 'Left' } | { _tag: 'Right'; right: unknown };
  if (decoded._tag === 'Left') {
    if (empty(raw)) return EMPTIED;
    throw invalid(messages.invalidField(f.label));
  }
  const value = decoded.right;
  if (typeof value === 'string') {
    const max = f.maxLength ?? 100_000;
    if ([...value].length > max) throw invalid(messages.tooLong(f.label, max));
  }
  if (typeof value === 'number' && (!Number.isFinite(value) || Math.abs(value) > 2_147_483_647)) throw invalid(messages.invalidField(f.label));
  // A day of the calendar (2026-02-30 is not): `yyyy-mm-dd` for a date, the day part of a date-time.
  if (typeof value === 'string' && f.input?.type === 'date' && !isDate(value.trim())) throw invalid(messages.invalidField(f.label));
  if (typeof value === 'string' && f.input?.type === 'datetime' && !hasCalendarDay(value)) throw invalid(messages.invalidField(f.label));
  // The format rules, then the range of a number and the choices of a coded text (docs/decisions/0520).
  const rule = failedRule(f.rules, value) ?? valueRuleError(f, value);
  if (rule !== undefined) throw invalid(rule);
  // A district is a code of the bundled division table the web picks it from (docs/decisions/0525).
  if (f.input?.type === 'district' && typeof value === 'string' && value !== '' && !isDivisionCode(value)) throw invalid(messages.districtUnknown(f.label));
  return typeof value === 'string' && f.input?.type === 'datetime' ? siteLocalInstant(value) : value;
}

const SITE_LOCAL_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * A date-time a person typed or a sheet holds has no zone: it is site time (docs/decisions/0390), as every
 * time is shown, not the database session's zone. Text with a zone is left as sent.
 */
function siteLocalInstant(text: string): string {
  const t = text.trim();
  return SITE_LOCAL_TEXT.test(t) ? `${t.replace('T', ' ')}${SITE_UTC_OFFSET}` : text;
}

/** The declared field `key` of `rt` (an error at start-up when it is not declared). */
export function declaredField(rt: RecordType, key: string): FieldSpec {
  const f = rt.fields.find((x) => x.key === key);
  if (!f) throw new Error(`record type ${rt.name}: no field ${key}`);
  return f;
}

/**
 * For hand-mounted calls: the raw value of field `key` of `rt` sent under any name the declaration accepts
 * (write key, column, key, aliases), undefined when absent, null or blank (as declared call parameters are read).
 */
export function sentDeclared(rt: RecordType, key: string, params: Record<string, unknown>): unknown {
  return firstSentValue(params, declaredField(rt, key));
}

/** For hand-mounted calls: the value of field `key` of `rt` sent under any name it accepts, checked as declared. */
export function declaredValue(rt: RecordType, key: string, params: Record<string, unknown>, partial = false): unknown {
  const f = declaredField(rt, key);
  return checkedValue(f, sentFieldValue(params, f), partial);
}

/** A database row as the client reads it: declared fields under their keys (computed ones from the hook). */
export function rowToRecord(rt: RecordType, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of rt.fields) {
    const v = row[f.column];
    // A DATE is its day (`yyyy-mm-dd`); a time stays an instant (ISO, shown in site time by the client).
    out[f.key] = f.input?.type === 'date' ? dateColumnText(v) : v instanceof Date ? v.toISOString() : v ?? null;
  }
  if (out.id === undefined && row.id !== undefined) out.id = row.id;
  return out;
}
