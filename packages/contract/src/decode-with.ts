import type * as t from 'io-ts';

/** One reason a value did not decode: where, what was expected, what came. */
export interface Violation {
  /** Dotted path into the value, e.g. `data.0.page.p_index`; empty for the root. */
  readonly path: string;
  /** Name of the codec that refused the value. */
  readonly expected: string;
  /** The refused value, shortened for messages. */
  readonly actual: string;
  readonly message?: string;
}

/** A value that did not match its codec: the domain error the gateway raises (STYLE.md #7). */
export class ContractDecodeError extends Error {
  override readonly name = 'ContractDecodeError';
  constructor(
    readonly codec: string,
    readonly violations: readonly Violation[],
  ) {
    super(`${codec}: ${violations.map((v) => `${v.path || '<root>'} expected ${v.expected}, got ${v.actual}`).join('; ')}`);
  }
}

/** Result of a decode: the value, or the violations. */
export type DecodeResult<A> =
  | { readonly ok: true; readonly value: A }
  | { readonly ok: false; readonly error: ContractDecodeError };

function show(value: unknown): string {
  if (value === undefined) return 'undefined';
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Intersections and unions add their member index to the context; that index is no part of the path. */
function isBranch(type: t.Decoder<unknown, unknown> | undefined): boolean {
  const tag = (type as { _tag?: string } | undefined)?._tag;
  return tag === 'IntersectionType' || tag === 'UnionType';
}

/** Turns io-ts errors into violations: the deepest context entry names the expected codec. */
export function toViolations(errors: t.Errors): Violation[] {
  const seen = new Set<string>();
  const out: Violation[] = [];
  for (const error of errors) {
    const path = error.context
      .filter((entry, i) => i > 0 && !isBranch(error.context[i - 1]?.type))
      .map((entry) => entry.key)
      .join('.');
    const last = error.context[error.context.length - 1];
    const violation: Violation = {
      path,
      expected: last?.type.name ?? 'unknown',
      actual: show(error.value),
      ...(error.message === undefined ? {} : { message: error.message }),
    };
    const key = `${violation.path}|${violation.expected}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(violation);
    }
  }
  return out;
}

/** Decodes `value` with `codec`: the one place decoding happens (gateway and server). */
export function decodeWith<C extends t.Mixed>(codec: C, value: unknown): DecodeResult<t.TypeOf<C>> {
  const result = codec.decode(value);
  if (result._tag === 'Right') return { ok: true, value: result.right };
  return { ok: false, error: new ContractDecodeError(codec.name, toViolations(result.left)) };
}

/** Decodes `value` with `codec`, throwing a `ContractDecodeError` that lists the violations. */
export function decodeOrThrow<C extends t.Mixed>(codec: C, value: unknown): t.TypeOf<C> {
  const result = decodeWith(codec, value);
  if (result.ok) return result.value;
  throw result.error;
}
