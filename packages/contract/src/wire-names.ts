/**
 * The names a value travels under on the wire, shared by declared record fields (records/) and declared call
 * parameters (call-params/, docs/decisions/0413).
 */

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** What names a value on the wire: a declared field (key, write key, column, aliases) or a call parameter (its name, aliases). */
export interface WireNames {
  readonly key: string;
  readonly writeKey?: string;
  readonly column?: string;
  readonly aliases?: readonly string[];
}

/** Names the wire accepts for a field on save (or a call parameter), in the order they are looked up: write key, column, key, aliases. */
export function acceptedNames(f: WireNames): string[] {
  return [...new Set([f.writeKey, f.column, f.key, ...(f.aliases ?? [])].filter((n): n is string => n !== undefined))];
}

/**
 * The first value sent under any name of `f` that is not absent, null or blank text — how hand-written calls
 * read a field or parameter (a blank form input under one name does not hide a value under another).
 */
export function firstSentValue(params: Record<string, unknown>, f: WireNames): unknown {
  for (const name of acceptedNames(f)) {
    const v = params[name];
    if (!empty(v)) return v;
  }
  return undefined;
}
