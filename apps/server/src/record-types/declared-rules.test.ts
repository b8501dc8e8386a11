import { FORMAT_CHECKS, recordTypes, type FieldSpec, type FormatCheckName, type RecordType } from '@worksite/contract';
import { ApiError } from '../http/api-error';
import { messages } from '../shared/messages';
import { checkedValue, writableFields } from './record-values';

/**
 * The declared rules of every record type, once, without HTTP (issue 17, docs/decisions/0442): for each
 * writable field of each declared type, the pure value checker the generic mount runs on every create and
 * update (`checkedValue`) answers the field's declared required message for an empty value, `{label}不能超过N个字符`
 * one character past its maxLength, and each format rule's message for a value that breaks that rule.
 * Per-type server tests keep only what their hooks add.
 */

/** A value each format check refuses, of plain characters (so the codec and maxLength let it through). */
const BREAKS: Readonly<Record<FormatCheckName, string>> = {
  mobile: '1234',
  landline: '12-34',
  phone: '1234',
  idCard: '4403011990010112',
  creditCode: 'abc',
  idCardOrCreditCode: 'abc',
  score: '100.55',
  carPlate: 'ABC',
  email: 'not-an-email',
  url: 'not a url',
  ipv4: '300.1.1.1',
  realName: 'Li3',
  username: '1',
  date: '2026-02-30',
  time: '25:61',
  positiveInteger: '-3',
  passwordLength: '12345',
};

/** What the checker throws for `raw` (create, every field checked), or 'accepted'. */
function refusal(f: FieldSpec, raw: unknown): string {
  try {
    checkedValue(f, raw, false);
    return 'accepted';
  } catch (e) {
    if (e instanceof ApiError && e.httpStatus === 400) return e.message;
    throw e;
  }
}

const decodes = (f: FieldSpec, value: string) => (f.codec.decode(value) as { _tag: string })._tag === 'Right';

const types: readonly RecordType[] = Object.values(recordTypes);
const fieldsOf = (rt: RecordType) => writableFields(rt).map((f) => [`${rt.name}.${f.key}`, f] as const);

describe('declared rules over every record type, through the pure value checker', () => {
  it('every format check has a breaking value, and that value breaks it', () => {
    expect(Object.keys(BREAKS).sort()).toEqual(Object.keys(FORMAT_CHECKS).sort());
    for (const [name, value] of Object.entries(BREAKS)) expect([name, FORMAT_CHECKS[name as FormatCheckName](value)]).toEqual([name, false]);
  });

  const required = types.flatMap(fieldsOf).filter(([, f]) => f.required !== undefined);
  it.each(required)('%s: empty → its required message', (_name, f) => {
    expect(refusal(f, '')).toBe(f.required);
    expect(refusal(f, undefined)).toBe(f.required);
  });

  const bounded = types.flatMap(fieldsOf).filter(([, f]) => f.maxLength !== undefined && decodes(f, 'x'.repeat(f.maxLength + 1)));
  it.each(bounded)('%s: one character past maxLength → {label}不能超过N个字符, at maxLength no such message', (_name, f) => {
    const max = f.maxLength!;
    expect(refusal(f, '字'.repeat(max + 1))).toBe(messages.tooLong(f.label, max));
    expect(refusal(f, '字'.repeat(max))).not.toBe(messages.tooLong(f.label, max));
  });

  const ruled = types.flatMap(fieldsOf).flatMap(([name, f]) => (f.rules ?? []).map((rule, i) => [`${name} rule ${i + 1} (${rule.check})`, f, i] as const));
  it.each(ruled)('%s: a value breaking it → its message', (_name, f, i) => {
    const rule = f.rules![i]!;
    // Rules are checked in order: a value that breaks this rule passes the ones before it where it can.
    const value = BREAKS[rule.check];
    const before = f.rules!.slice(0, i).find((r) => !FORMAT_CHECKS[r.check](value));
    const expected = before?.message ?? rule.message;
    if (!decodes(f, value)) {
      expect(refusal(f, value)).toBe(messages.invalidField(f.label));
      return;
    }
    expect(refusal(f, value)).toBe(f.maxLength !== undefined && [...value].length > f.maxLength ? messages.tooLong(f.label, f.maxLength) : expected);
  });

  it('the table covers every declared type (none without a writable field is left unlisted)', () => {
    const covered = new Set([...required, ...bounded, ...ruled].map(([name]) => name.split('.')[0]));
    const writable = types.filter((rt) => writableFields(rt).some((f) => f.required !== undefined || f.maxLength !== undefined || (f.rules ?? []).length > 0));
    expect(writable.map((rt) => rt.name).filter((n) => !covered.has(n))).toEqual([]);
  });
});
