import { recordMessages } from '../record-messages';

/**
 * Rules beyond one value's format (issue 19, Deliver 2; docs/decisions/0520): the bounds of a number, the coded
 * values a text field may hold, when a date may fall (by the site day) and which of two dates comes first. One pure
 * checker, read by the server's generic create / update / import and by the web's form before it sends.
 */

/** The bounds of a number field, both inclusive (合同金额, 方量 ≥ 0). */
export interface NumberRange {
  readonly min?: number;
  readonly max?: number;
}

/**
 * When a date or date-time may fall, by the site day (Asia/Shanghai) of the moment it is written:
 * `notBeforeToday` (a plan: 计划浇筑时间), `notAfterToday` (something that happened). Checked where the value is
 * new — on create, or when an update changes it — so a record whose day has passed can still be edited.
 */
export type DateWindow = 'notBeforeToday' | 'notAfterToday';

/** Two date fields of a record in order: `later` not before `earlier` (竣工日期 not before 开工日期). */
export interface DateOrder {
  /** Key of the field that comes first. */
  readonly earlier: string;
  /** Key of the field that may not come before it; its message is `{later}不能早于{earlier}`. */
  readonly later: string;
}

/** What the checks read of a declared field (a `DeclaredField` is one; this file imports no declaration types). */
export interface RuleField {
  readonly key: string;
  readonly label: string;
  readonly range?: NumberRange;
  readonly choices?: readonly string[];
  readonly window?: DateWindow;
}

/** What the record check reads of a record type (a `RecordType` is one). */
export interface RuleRecordType {
  readonly fields: readonly RuleField[];
  readonly dateOrder?: readonly DateOrder[];
}

/** A rule a record failed: the field (key) it is shown under and its message. */
export interface RuleFailure {
  readonly key: string;
  readonly message: string;
}

const SITE_OFFSET_MS = 8 * 3_600_000;
const DAY_TEXT = /^(\d{4}-\d{2}-\d{2})$/;
const LOCAL_TEXT = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

/** The site day (`yyyy-mm-dd`, Asia/Shanghai: no summer time) of an instant. */
export function siteDay(ms: number): string {
  return new Date(ms + SITE_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The instant a date or date-time value stands for: a day at its site midnight, zone-less text in site time (as
 * a person typed it), text with a zone or a Date as it is; undefined for no value or one that is no time.
 */
export function instantOf(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const day = DAY_TEXT.exec(text);
  const local = LOCAL_TEXT.exec(text);
  const iso = day ? `${day[1]}T00:00:00+08:00` : local ? `${local[1]}T${local[2]}+08:00` : text.replace(' ', 'T');
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : ms;
}

/** True when `value` is one of the field's choices (Latin letters in either case: `c30` is C30). */
export function isChoice(choices: readonly string[], value: string): boolean {
  const text = value.trim().toUpperCase();
  return choices.some((c) => c.toUpperCase() === text);
}

/**
 * The message of the first rule of `f` a decoded value breaks — its range (a number), its choices (a text) —
 * or undefined. Empty values pass: `required` covers them.
 */
export function valueRuleError(f: Pick<RuleField, 'label' | 'range' | 'choices'>, value: unknown): string | undefined {
  if (typeof value === 'number' && f.range !== undefined) {
    if (f.range.min !== undefined && value < f.range.min) return recordMessages.belowMin(f.label, f.range.min);
    if (f.range.max !== undefined && value > f.range.max) return recordMessages.aboveMax(f.label, f.range.max);
  }
  if (typeof value === 'string' && value.trim() !== '' && f.choices !== undefined && !isChoice(f.choices, value)) return recordMessages.notAChoice(f.label);
  return undefined;
}

/** What the record checker reads: the record's values by field key as they would be after the write. */
export interface RecordRuleInput {
  readonly values: Readonly<Record<string, unknown>>;
  /** The stored record by field key (an update): a window is checked only on a value that changes. */
  readonly before?: Readonly<Record<string, unknown>>;
  /** The moment of the write (ms): the server's clock, the browser's on the form. */
  readonly now: number;
  /** False: windows are not checked (rows of an import that update records: an export imports back unchanged). */
  readonly windows?: boolean;
}

const sameTime = (a: unknown, b: unknown) => a === b || (instantOf(a) !== undefined && instantOf(a) === instantOf(b));

function windowFailure(f: RuleField, input: RecordRuleInput): string | undefined {
  const value = input.values[f.key];
  const at = instantOf(value);
  if (f.window === undefined || at === undefined || (input.before !== undefined && sameTime(input.before[f.key], value))) return undefined;
  const day = siteDay(at);
  const today = siteDay(input.now);
  if (f.window === 'notBeforeToday' && day < today) return recordMessages.beforeToday(f.label);
  if (f.window === 'notAfterToday' && day > today) return recordMessages.afterToday(f.label);
  return undefined;
}

/**
 * Every rule across fields `rt` declares that the record breaks, in declared order: the windows of its dates
 * (field order), then its date pairs (`dateOrder`, a pair with a value missing is not checked: `required` covers
 * it). A failure names the field it is shown under.
 */
export function recordRuleFailures(rt: RuleRecordType, input: RecordRuleInput): RuleFailure[] {
  const failures: RuleFailure[] = [];
  if (input.windows !== false) {
    for (const f of rt.fields) {
      const message = windowFailure(f, input);
      if (message !== undefined) failures.push({ key: f.key, message });
    }
  }
  for (const pair of rt.dateOrder ?? []) {
    const earlier = rt.fields.find((f) => f.key === pair.earlier);
    const later = rt.fields.find((f) => f.key === pair.later);
    if (earlier === undefined || later === undefined) throw new Error(`dateOrder names no field ${earlier ? pair.later : pair.earlier}`);
    const from = instantOf(input.values[pair.earlier]);
    const to = instantOf(input.values[pair.later]);
    if (from !== undefined && to !== undefined && to < from) failures.push({ key: later.key, message: recordMessages.notEarlierThan(later.label, earlier.label) });
  }
  return failures;
}
