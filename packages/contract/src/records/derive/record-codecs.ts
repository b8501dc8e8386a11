import * as t from 'io-ts';
import { describeAs } from '../../codecs/described-as';
import { NumberFromStringOrNumber, maybe } from '../../codecs/lenient';
import { valueRuleError } from '../declaration/cross-field-rules';
import { failedRule } from '../declaration/field-rules';
import type { FieldSpec, RecordAction, RecordType } from '../declaration/record-declaration';
import { recordMessages } from '../record-messages';
import { acceptedNames } from '../../wire-names';

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isObject = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u);

/** The value a client sent for `f` under any of its accepted names. */
export function sentFieldValue(params: Record<string, unknown>, f: FieldSpec): unknown {
  for (const name of acceptedNames(f)) if (params[name] !== undefined) return params[name];
  return undefined;
}

/** Fields a client may write: not read-only, not computed, not the id. */
export function writableFieldsOf(recordType: RecordType): FieldSpec[] {
  return recordType.fields.filter((f) => !f.readOnly && !f.computed && f.column !== 'id');
}

/**
 * The message field `f` of a save payload fails with, or undefined: required message, codec, maxLength
 * (`{label}不能超过N个字符`), format rules, range and choices (valueRuleError). `partial` (update) checks the field only when it was sent.
 */
export function fieldError(f: FieldSpec, params: Record<string, unknown>, partial: boolean): string | undefined {
  const raw = sentFieldValue(params, f);
  if (empty(raw)) return f.required && (!partial || raw !== undefined) ? f.required : undefined;
  const decoded = f.codec.decode(raw) as { _tag: 'Left' } | { _tag: 'Right'; right: unknown };
  if (decoded._tag === 'Left' || isObject(raw) || Array.isArray(raw)) return recordMessages.formatInvalid(f.label);
  if (typeof decoded.right === 'string' && f.maxLength !== undefined && [...decoded.right].length > f.maxLength) return recordMessages.tooLong(f.label, f.maxLength);
  return failedRule(f.rules, decoded.right) ?? valueRuleError(f, decoded.right);
}

/**
 * The first message a save payload fails with, checking fields in declaration order (SPEC §5 order):
 * required message, codec, maxLength, format rules. `partial` (update) checks only the fields sent.
 */
export function firstFieldError(recordType: RecordType, params: Record<string, unknown>, partial: boolean): string | undefined {
  for (const f of writableFieldsOf(recordType)) {
    const message = fieldError(f, params, partial);
    if (message !== undefined) return message;
  }
  return undefined;
}

/** The names a record id is sent under, any one of them. */
const recordIdNames = () => t.partial({ rec_id: NumberFromStringOrNumber, id: NumberFromStringOrNumber, recId: NumberFromStringOrNumber });

/** A record id as the calls send it: `rec_id`, `id` or `recId` (number or numeric text). */
export const RecordIdRequest = describeAs(new t.Type<Record<string, unknown>, Record<string, unknown>, unknown>(
  'RecordIdRequest',
  (u): u is Record<string, unknown> => isObject(u) && ['rec_id', 'id', 'recId'].some((k) => NumberFromStringOrNumber.is(u[k])),
  (u, c) => {
    if (!isObject(u)) return t.failure(u, c);
    const raw = u.rec_id ?? u.id ?? u.recId;
    return NumberFromStringOrNumber.decode(raw)._tag === 'Right' ? t.success(u) : t.failure(u, c, recordMessages.formatInvalid('编号'));
  },
  t.identity,
), recordIdNames);

/** Parameters of a derived list or export call: paging, strWhere, sort (all optional; the server defaults them). */
export const RecordListRequest = t.partial({
  index: NumberFromStringOrNumber,
  size: NumberFromStringOrNumber,
  strWhere: maybe(t.string),
  user_id: maybe(NumberFromStringOrNumber),
  sort: maybe(t.string),
  order: maybe(t.string),
  orderBy: maybe(t.string),
});

/** The answer of a derived create/update/delete/audit: the record id. */
export const RecordWriteAnswer = t.type({ id: NumberFromStringOrNumber });

/** A save payload of `recordType` (fields under any accepted name), checked as `firstFieldError` checks it. */
export function saveCodec(recordType: RecordType, partial: boolean): t.Type<Record<string, unknown>, Record<string, unknown>, unknown> {
  return describeAs(new t.Type<Record<string, unknown>, Record<string, unknown>, unknown>(
    `${recordType.name}${partial ? 'Update' : 'Create'}Request`,
    (u): u is Record<string, unknown> => isObject(u) && firstFieldError(recordType, u, partial) === undefined,
    (u, c) => {
      if (!isObject(u)) return t.failure(u, c);
      const message = firstFieldError(recordType, u, partial);
      if (message !== undefined) return t.failure(u, c, message);
      if (partial && RecordIdRequest.decode(u)._tag === 'Left') return t.failure(u, c, recordMessages.formatInvalid('编号'));
      return t.success(u);
    },
    t.identity,
  ), () => savePayloadShape(recordType, partial));
}

/**
 * What a save payload of `recordType` is described as (docs/decisions/0570): each writable field under its
 * first accepted name, its codec or null; on create the required ones required, on update the record id too.
 */
function savePayloadShape(recordType: RecordType, partial: boolean): t.Mixed {
  const required: Record<string, t.Mixed> = {};
  const optional: Record<string, t.Mixed> = {};
  for (const f of writableFieldsOf(recordType)) {
    const name = acceptedNames(f)[0] ?? f.key;
    if (f.required && !partial) required[name] = f.codec;
    else optional[name] = t.union([f.codec, t.null]);
  }
  return t.intersection([t.type(required), t.partial(optional), partial ? recordIdNames() : t.partial({})]);
}

/** Derived codecs per record type, built once: every derivation of a call answers the same codec. */
const derivedCodecs = new WeakMap<RecordType, Map<string, t.Mixed>>();
function once(recordType: RecordType, key: string, build: () => t.Mixed): t.Mixed {
  let codecs = derivedCodecs.get(recordType);
  if (codecs === undefined) derivedCodecs.set(recordType, (codecs = new Map()));
  let codec = codecs.get(key);
  if (codec === undefined) codecs.set(key, (codec = build()));
  return codec;
}

/** The request codec of a standard call of `recordType`, derived from its fields (aliases accepted). */
export function requestCodec(recordType: RecordType, action: RecordAction): t.Mixed {
  switch (action) {
    case 'list':
    case 'export':
      return RecordListRequest;
    case 'create':
      return once(recordType, 'create', () => saveCodec(recordType, false));
    case 'update':
      return once(recordType, 'update', () => saveCodec(recordType, true));
    case 'import':
      return t.UnknownRecord;
    default:
      return RecordIdRequest;
  }
}

/**
 * One row as the server sends it: the id, and every declared field under its key (null when empty).
 * Extra keys (labels a hook adds, such as `statusName`) pass through.
 */
export function rowCodec(recordType: RecordType): t.Mixed {
  return once(recordType, 'row', () => buildRowCodec(recordType));
}

/** The rows of a list answered whole (envelope `data`): the array of row codecs, once per type. */
export function rowsCodec(recordType: RecordType): t.Mixed {
  return once(recordType, 'rows', () => t.array(rowCodec(recordType)));
}

function buildRowCodec(recordType: RecordType): t.Mixed {
  const props: Record<string, t.Mixed> = {};
  for (const f of recordType.fields) if (f.key !== 'id') props[f.key] = t.union([f.codec, t.null]);
  const hasId = recordType.fields.some((f) => f.key === 'id');
  return t.intersection([hasId ? t.type({ id: NumberFromStringOrNumber }) : t.partial({}), t.partial(props)], `${recordType.name}Row`);
}
