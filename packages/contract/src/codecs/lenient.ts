import * as t from 'io-ts';
import { describeAs } from './described-as';

/**
 * Lenient scalar codecs: form-encoded bodies and older servers send numbers and flags as strings,
 * and database rows may carry `null`. Each codec accepts those shapes and yields one clean type.
 */

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number sent as a number or as a numeric string (`5`, `"5"`); encodes to a number. */
export const NumberFromStringOrNumber = describeAs(new t.Type<number, number, unknown>(
  'NumberFromStringOrNumber',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) => {
    if (typeof u === 'number' && Number.isFinite(u)) return t.success(u);
    if (typeof u === 'string' && NUMERIC.test(u)) return t.success(Number(u));
    return t.failure(u, c);
  },
  (a) => a,
), () => t.union([t.number, t.string]));
/** A number sent as a number or as a numeric string. */
export type NumberFromStringOrNumber = t.TypeOf<typeof NumberFromStringOrNumber>;

/** Text sent as a string or as a number (ids, phone numbers); encodes to a string. */
export const StringFromStringOrNumber = describeAs(new t.Type<string, string, unknown>(
  'StringFromStringOrNumber',
  (u): u is string => typeof u === 'string',
  (u, c) => {
    if (typeof u === 'string') return t.success(u);
    if (typeof u === 'number' && Number.isFinite(u)) return t.success(String(u));
    return t.failure(u, c);
  },
  (a) => a,
), () => t.union([t.string, t.number]));
/** Text sent as a string or as a number. */
export type StringFromStringOrNumber = t.TypeOf<typeof StringFromStringOrNumber>;

const TRUE_WORDS = new Set(['true', '1', '是']);
const FALSE_WORDS = new Set(['false', '0', '否', '']);

/** A flag sent as boolean, 0/1 or `"true"`/`"false"`/`"1"`/`"0"`/`是`/`否`; encodes to a boolean. */
export const BooleanFromAny = describeAs(new t.Type<boolean, boolean, unknown>(
  'BooleanFromAny',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => {
    if (typeof u === 'boolean') return t.success(u);
    if (u === 1 || u === 0) return t.success(u === 1);
    if (typeof u === 'string') {
      const w = u.trim().toLowerCase();
      if (TRUE_WORDS.has(w)) return t.success(true);
      if (FALSE_WORDS.has(w)) return t.success(false);
    }
    return t.failure(u, c);
  },
  (a) => a,
), () => t.union([t.boolean, t.literal(0), t.literal(1), t.string]));
/** A flag sent in any of the usual shapes. */
export type BooleanFromAny = t.TypeOf<typeof BooleanFromAny>;

/** Exactly the number `n`, also accepted as its string form (`"11"` for wid 11). */
export function NumberLiteral<N extends number>(n: N): t.Type<N, N, unknown> {
  return describeAs(new t.Type<N, N, unknown>(
    `NumberLiteral(${n})`,
    (u): u is N => u === n,
    (u, c) => (u === n || (typeof u === 'string' && u.trim() === String(n)) ? t.success(n) : t.failure(u, c)),
    (a) => a,
  ), () => t.union([t.literal(n), t.literal(String(n))]));
}

/** `codec`, or absent: `null` and `undefined` both decode to `undefined` (our types use no `null`). */
export function maybe<C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C> | undefined, t.OutputOf<C> | undefined, unknown> {
  return describeAs(new t.Type<t.TypeOf<C> | undefined, t.OutputOf<C> | undefined, unknown>(
    `maybe(${codec.name})`,
    (u): u is t.TypeOf<C> | undefined => u === undefined || codec.is(u),
    (u, c) => (u === undefined || u === null ? t.success(undefined) : codec.validate(u, c)),
    (a) => (a === undefined ? undefined : codec.encode(a)),
  ), () => t.union([codec, t.null]));
}

/** `codec`, with `fallback` when the value is absent or `null` (OrgDataAuthorityType defaults to 1). */
export function withDefault<C extends t.Mixed>(codec: C, fallback: t.TypeOf<C>): t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown> {
  return describeAs(new t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown>(
    `withDefault(${codec.name})`,
    codec.is,
    (u, c) => (u === undefined || u === null ? t.success(fallback) : codec.validate(u, c)),
    (a) => codec.encode(a),
  ), () => t.union([codec, t.null]));
}

/** An array of `codec`, sent as an array or as JSON text of one (`Companys`, `MenuPermissions`). */
export function JsonArrayOf<C extends t.Mixed>(codec: C): t.Type<Array<t.TypeOf<C>>, Array<t.OutputOf<C>>, unknown> {
  const array = t.array(codec);
  return describeAs(new t.Type<Array<t.TypeOf<C>>, Array<t.OutputOf<C>>, unknown>(
    `JsonArrayOf(${codec.name})`,
    array.is,
    (u, c) => {
      if (typeof u !== 'string') return array.validate(u, c);
      if (u.trim() === '') return t.success([]);
      try {
        return array.validate(JSON.parse(u), c);
      } catch {
        return t.failure(u, c, 'invalid JSON text');
      }
    },
    (a) => array.encode(a),
  ), () => t.union([array, t.string]));
}

/** One of the numbers `values`, also accepted as its string form (status codes, type codes). */
export function NumberIn<N extends number>(name: string, values: readonly N[]): t.Type<N, N, unknown> {
  const allowed = new Set<number>(values);
  return describeAs(new t.Type<N, N, unknown>(
    name,
    (u): u is N => typeof u === 'number' && allowed.has(u),
    (u, c) => {
      const decoded = NumberFromStringOrNumber.validate(u, c);
      if (decoded._tag === 'Left') return decoded;
      return allowed.has(decoded.right) ? t.success(decoded.right as N) : t.failure(u, c);
    },
    (a) => a,
  ), () => t.union([...values.map((v) => t.literal(v)), ...values.map((v) => t.literal(String(v)))] as unknown as [t.Mixed, t.Mixed]));
}
