import { FORMAT_CHECKS, recordTypes, type DateOrder, type FieldSpec, type FormatCheckName, type RecordType } from '@worksite/contract';
import { ApiError } from '../http/api-error';
import { messages } from '../shared/messages';
import { checkRecordRules } from './record-rules';
import { checkedValue, declaredField, writableFields } from './record-values';

/**
 * The declared rules of every record type, once, without HTTP (issue 17, docs/decisions/0442): for each
 * writable field of each declared type, the pure value checker the generic mount runs on every create and
 * update (`checkedValue`) answers the field's declared required message for an empty value, `{label}不能超过N个字符`
 * one character past its maxLength, and each format rule's message for a value that breaks that rule; and the rules
 * across values (docs/decisions/0520): a number past its range, a text off its choices, a date outside its window,
 * a declared date pair reversed (`checkRecordRules`, the create / update check, at a fixed moment); a district code the
 * bundled division table has not (0525).
 * Per-type server tests keep only what their hooks add.
 */

/** A value each format check refuses, of plain characters (so the codec and maxLength let it through). */
const BREAKS: Readonly<Record<FormatCheckName, string>> = {
  mobile: '1234',
  landline: '12-34',
  phone: '1234',
  // 18 digits, a calendar birth date, a wrong GB 11643 check digit (…1235 would be right).
  idCard: '440305199001011234',
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
  wbsCode: '1..2',
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

  const ranged = types.flatMap(fieldsOf).filter(([, f]) => f.range !== undefined);
  it.each(ranged)('%s: past its range → {label}不能小于N / 不能大于N; at the bound no such message', (_name, f) => {
    const { min, max } = f.range!;
    if (min !== undefined) {
      expect(refusal(f, min - 1)).toBe(`${f.label}不能小于${min}`);
      expect(refusal(f, min)).toBe('accepted');
    }
    if (max !== undefined) {
      expect(refusal(f, max + 1)).toBe(`${f.label}不能大于${max}`);
      expect(refusal(f, max)).toBe('accepted');
    }
  });

  const chosen = types.flatMap(fieldsOf).filter(([, f]) => f.choices !== undefined);
  it.each(chosen)('%s: a value off its choices → {label}不在可选范围内; every choice, in either case, accepted', (_name, f) => {
    expect(refusal(f, '强度很高')).toBe(`${f.label}不在可选范围内`);
    for (const c of f.choices!) expect([c, refusal(f, c), refusal(f, c.toLowerCase())]).toEqual([c, 'accepted', 'accepted']);
  });

  // A district is a code of the bundled division table (docs/decisions/0525): the web picks it, the checker refuses others.
  const districts = types.flatMap(fieldsOf).filter(([, f]) => f.input?.type === 'district');
  it('the writable district fields: 项目, 组织机构, 公司 › 所属区域 and 区域设置 › 所辖行政区', () => {
    expect(districts.map(([name, f]) => `${name} ${f.label}`).sort()).toEqual(
      ['area.districtCode 所辖行政区', 'company.districtCode 所属区域', 'organisation.districtCode 所属区域', 'project.districtCode 所属区域'].sort(),
    );
  });
  it.each(districts)('%s: a code the division table has not → {label}不存在; a province, a city, a district (text or number) and empty accepted', (_name, f) => {
    for (const code of ['4403', '449999', '000000', '南山', '440305 ']) expect([code, refusal(f, code)]).toEqual([code, `${f.label}不存在`]);
    for (const code of ['440000', '440300', '440305', 440305, '110105', '']) expect([code, refusal(f, code)]).toEqual([code, 'accepted']);
  });

  /** Monday 2026-06-15 10:00 site time (the server tests' TEST_NOW). */
  const NOW = Date.parse('2026-06-15T10:00:00+08:00');
  /** The text a person enters on `day` for field `f` (a date, or a date and time). */
  const onDay = (f: FieldSpec, day: string, time = '08:00') => (f.input?.type === 'datetime' ? `${day} ${time}` : day);
  /** A stored value as node-postgres reads it: a DATE at the process's local midnight, a TIMESTAMPTZ as its instant. */
  const storedAs = (f: FieldSpec, day: string, time = '08:00') => (f.input?.type === 'datetime' ? new Date(`${day}T${time}:00+08:00`) : new Date(`${day}T00:00:00`));
  /** What the create / update check throws for these sent texts by field (checked as the mount checks them first), or 'accepted'. */
  function ruleRefusal(rt: RecordType, sent: readonly (readonly [FieldSpec, string])[], before?: Record<string, unknown>): string {
    const values = new Map(sent.map(([f, text]) => [f.column, checkedValue(f, text, before !== undefined)] as const));
    try {
      checkRecordRules(rt, values, before, { now: NOW });
      return 'accepted';
    } catch (e) {
      if (e instanceof ApiError && e.httpStatus === 400) return e.message;
      throw e;
    }
  }

  const windowed = types.flatMap((rt) => writableFields(rt).filter((f) => f.window !== undefined).map((f) => [`${rt.name}.${f.key} (${f.window})`, rt, f] as const));
  it.each(windowed)('%s: the site day past its window → its message; the site day itself, or a stored value sent back, accepted', (_name, rt, f) => {
    const past = f.window === 'notBeforeToday' ? { day: '2026-06-14', time: '23:59', message: `${f.label}不能早于今天` } : { day: '2026-06-16', time: '00:00', message: `${f.label}不能晚于今天` };
    expect(ruleRefusal(rt, [[f, onDay(f, past.day, past.time)]])).toBe(past.message);
    expect(ruleRefusal(rt, [[f, onDay(f, '2026-06-15', f.window === 'notBeforeToday' ? '00:00' : '23:59')]])).toBe('accepted');
    const stored = { [f.column]: storedAs(f, past.day, past.time) };
    expect(ruleRefusal(rt, [[f, onDay(f, past.day, past.time)]], stored)).toBe('accepted');
  });

  const pairs = types.flatMap((rt) => (rt.dateOrder ?? []).map((p) => [`${rt.name}: ${p.later} not before ${p.earlier}`, rt, p] as const));
  it.each(pairs)('%s: reversed → {later}不能早于{earlier}; the same day accepted; on update the stored date counts', (_name, rt, p: DateOrder) => {
    const earlier = declaredField(rt, p.earlier);
    const later = declaredField(rt, p.later);
    const message = `${later.label}不能早于${earlier.label}`;
    expect(ruleRefusal(rt, [[earlier, onDay(earlier, '2026-06-20')], [later, onDay(later, '2026-06-19')]])).toBe(message);
    expect(ruleRefusal(rt, [[earlier, onDay(earlier, '2026-06-20')], [later, onDay(later, '2026-06-20', '08:00')]])).toBe('accepted');
    expect(ruleRefusal(rt, [[later, onDay(later, '2026-06-19')]], { [earlier.column]: storedAs(earlier, '2026-06-20') })).toBe(message);
  });

  it('the table covers every declared type (none without a writable field is left unlisted)', () => {
    const covered = new Set([...required, ...bounded, ...ruled, ...ranged, ...chosen].map(([name]) => name.split('.')[0]));
    for (const [, rt] of [...windowed, ...pairs]) covered.add(rt.name);
    const writable = types.filter(
      (rt) =>
        (rt.dateOrder ?? []).length > 0 ||
        writableFields(rt).some((f) => f.required !== undefined || f.maxLength !== undefined || (f.rules ?? []).length > 0 || f.range || f.choices || f.window),
    );
    expect(writable.map((rt) => rt.name).filter((n) => !covered.has(n))).toEqual([]);
  });
});
