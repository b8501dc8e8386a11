import type * as t from 'io-ts';

/**
 * What a custom codec (`new t.Type`, opaque to a reader of io-ts's tags) accepts, said with built-in codecs
 * (docs/decisions/0570): `NumberFromStringOrNumber` is described as `number | string`, `maybe(C)` as
 * `C | null`. The API reference's JSON schemas are generated from the description, so a custom codec is
 * documented by what it decodes rather than as "anything". Built lazily: a description is read only when a
 * schema is made.
 */
const descriptions = new WeakMap<object, () => t.Mixed>();

/** Records that `codec` accepts what `describe()` describes; returns `codec`. */
export function describeAs<C extends t.Mixed>(codec: C, describe: () => t.Mixed): C {
  descriptions.set(codec, describe);
  return codec;
}

/** The built-in codec describing what the custom `codec` accepts, if one was recorded. */
export function describedAs(codec: t.Mixed): t.Mixed | undefined {
  return descriptions.get(codec)?.();
}
