import * as t from 'io-ts';
import type { LookupName } from '@worksite/lookups';
import { DEFAULT_UPLOAD_LIMIT, listFileRule, listImageRule, singleImageRule, validatorMessages } from '@worksite/validators';
import { NumberFromStringOrNumber, StringFromStringOrNumber } from '../../codecs/lenient';
import { recordMessages } from '../record-messages';
import type { GeometryShape, IdentityKind, RemoteSource } from './field-input';
import { SPEC_MASK } from './field-rules';
import type { DeclaredField } from './record-declaration';

/**
 * What a builder takes besides key and label: any field property but the ones the builder sets; `required: true`
 * is the message of its input's wording (recordMessages.required: 请输入{label}, 请选择{label}, 请上传{label}).
 */
export type FieldOptions = Partial<Omit<DeclaredField, 'key' | 'label' | 'input' | 'computed' | 'required'>> & { readonly required?: string | true };

/** The lookup table whose labels field `f` shows (its `lookup` input), if any. */
export function fieldLookup(f: Pick<DeclaredField, 'input'>): LookupName | undefined {
  return f.input?.type === 'lookup' ? f.input.table : undefined;
}

/** `contentName` → `content_name`. */
export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function make(key: string, label: string, base: Omit<DeclaredField, 'key' | 'label' | 'column'>, options: FieldOptions): DeclaredField {
  const { required, ...rest } = options;
  const message = required === true ? recordMessages.required(label, base.input?.type) : required;
  return { key, label, column: snakeCase(key), ...base, ...rest, ...(message === undefined ? {} : { required: message }) };
}

/**
 * Field builders: each sets the codec, the strWhere kind and the input kind of one field kind, so a
 * declaration says only what differs (column when not the snake_case key, messages, limits, flags).
 */
export const field = {
  /** The record id: read-only, sortable. */
  id: (options: FieldOptions = {}): DeclaredField =>
    make('id', '编号', { codec: NumberFromStringOrNumber, kind: 'number', input: { type: 'number', integer: true }, readOnly: true, sortable: true }, options),
  /** One line of text. */
  text: (key: string, label: string, options: FieldOptions = {}): DeclaredField => make(key, label, { codec: t.string, input: { type: 'text' } }, options),
  /** A code or number kept as text (order numbers, credit codes): numbers are accepted and read as text. */
  code: (key: string, label: string, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: StringFromStringOrNumber, input: { type: 'text' } }, options),
  /** Several lines of text. */
  multiline: (key: string, label: string, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: t.string, input: { type: 'multiline' } }, options),
  /** A number (`unit` shown beside it). */
  number: (key: string, label: string, options: FieldOptions & { unit?: string } = {}): DeclaredField => {
    const { unit, ...rest } = options;
    return make(key, label, { codec: NumberFromStringOrNumber, kind: 'number', input: unit ? { type: 'number', unit } : { type: 'number' } }, rest);
  },
  /** A calendar date. */
  date: (key: string, label: string, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: t.string, kind: 'date', input: { type: 'date' } }, options),
  /** A date and time. */
  datetime: (key: string, label: string, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: t.string, kind: 'date', input: { type: 'datetime' } }, options),
  /** A time of day `HH:MM`. */
  time: (key: string, label: string, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: t.string, input: { type: 'time' }, rules: [{ check: 'time', message: recordMessages.formatInvalid(label) }] }, options),
  /** A code of a lookup table of `@worksite/lookups` (numeric codes by default). */
  lookup: (key: string, label: string, table: LookupName, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: NumberFromStringOrNumber, kind: 'number', input: { type: 'lookup', table } }, options),
  /** The id of a record of another type, chosen from its list (project, company, device type, …). */
  remote: (
    key: string,
    label: string,
    source: RemoteSource,
    options: FieldOptions & { labelKey?: string; choiceParams?: Readonly<Record<string, string | number>> } = {},
  ): DeclaredField => {
    const { labelKey, choiceParams, ...rest } = options;
    const input = { type: 'remote' as const, source, ...(labelKey ? { labelKey } : {}), ...(choiceParams ? { choiceParams } : {}) };
    return make(key, label, { codec: NumberFromStringOrNumber, kind: 'number', input }, rest);
  },
  /** One uploaded image (its address). */
  image: (key: string, label: string, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: t.string, input: { type: 'image', upload: singleImageRule() } }, options),
  /** Uploaded images or files (addresses, comma separated), at most `max` (SPEC §5 default 3). */
  attachments: (key: string, label: string, accept: 'image' | 'file', options: FieldOptions & { max?: number } = {}): DeclaredField => {
    const { max = DEFAULT_UPLOAD_LIMIT, ...rest } = options;
    const upload = accept === 'image' ? listImageRule() : listFileRule();
    return make(key, label, { codec: t.string, input: { type: 'attachments', accept, max, upload } }, rest);
  },
  /** A secret: never listed or exported; at least 6 characters with SPEC §5's message. */
  password: (key: string, label: string, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: t.string, input: { type: 'password' }, rules: [{ check: 'passwordLength', message: validatorMessages.newPasswordTooShort }] }, options),
  /** On/off stored as 1/0. */
  switch: (key: string, label: string, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: NumberFromStringOrNumber, kind: 'number', input: { type: 'switch', on: 1, off: 0 } }, options),
  /** A point or polygon edited on the map (JSON text on the wire). */
  geometry: (key: string, label: string, shape: GeometryShape, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: t.string, input: { type: 'geometry', shape } }, options),
  /** A mobile or landline number: format rule, masked first 4 / last 4 (SPEC §5). */
  phone: (key: string, label: string, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: StringFromStringOrNumber, input: { type: 'text' }, rules: [{ check: 'phone', message: recordMessages.formatInvalid(label) }], mask: SPEC_MASK, maxLength: 20 }, options),
  /** A person's identity number (ID card or mobile) linking the record to that person; masked first 4 / last 4. */
  identity: (key: string, label: string, identity: IdentityKind, options: FieldOptions & { links?: RemoteSource } = {}): DeclaredField => {
    const { links, ...rest } = options;
    const rule = identity === 'idCard' ? { check: 'idCard' as const, message: recordMessages.formatInvalid(label) } : { check: 'mobile' as const, message: recordMessages.formatInvalid(label) };
    return make(key, label, { codec: StringFromStringOrNumber, input: links ? { type: 'identity', identity, links } : { type: 'identity', identity }, rules: [rule], mask: SPEC_MASK }, rest);
  },
  /** An administrative-division code (所属区域) picked province → city → district from the bundled table (0522). */
  district: (key: string, label: string, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: StringFromStringOrNumber, input: { type: 'district' } }, options),
  /** Computed by the server from `from` (scores, online state, labels): read-only, no column of its own. */
  computed: (key: string, label: string, from: readonly string[], note: string, options: FieldOptions = {}): DeclaredField =>
    make(key, label, { codec: t.unknown, readOnly: true, computed: { from, note } }, options),
  /** The creation time: read-only, sortable. */
  createTime: (options: FieldOptions = {}): DeclaredField =>
    make('createTime', '创建时间', { codec: t.string, kind: 'date', input: { type: 'datetime' }, readOnly: true, sortable: true }, options),
};
