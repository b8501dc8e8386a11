import * as t from 'io-ts';
import { NumberFromStringOrNumber, StringFromStringOrNumber } from '../codecs/lenient';
import type { CallParam, CallParams } from './call-param';

/** Ids as an array, or as a comma list / JSON array text (what forms send). */
export const IdListParam = t.union([t.array(NumberFromStringOrNumber), t.string], 'IdListParam');

type KindCodec<P> = P extends CallParam<'id'>
  ? typeof NumberFromStringOrNumber
  : P extends CallParam<'idList'>
    ? typeof IdListParam
    : P extends CallParam<'text'>
      ? typeof StringFromStringOrNumber
      : t.UnknownC;

type RequiredNames<P extends CallParams> = { [N in keyof P & string]: P[N] extends { readonly required: string } ? N : never }[keyof P & string];
type OptionalNames<P extends CallParams> = Exclude<keyof P & string, RequiredNames<P>>;

/** The request codec a declaration gives: its required parameters as `t.type`, the others as `t.partial`. */
export type CallParamsCodec<P extends CallParams> = t.IntersectionC<
  [t.TypeC<{ [N in RequiredNames<P>]: KindCodec<P[N]> }>, t.PartialC<{ [N in OptionalNames<P>]: KindCodec<P[N]> }>]
>;

function kindCodec(p: CallParam): t.Mixed {
  switch (p.kind) {
    case 'id':
      return NumberFromStringOrNumber;
    case 'idList':
      return IdListParam;
    case 'text':
      return StringFromStringOrNumber;
    default:
      return t.unknown;
  }
}

/**
 * A request codec derived from a call's declared parameters, under their main names (what a typed client sends):
 * required ones must be there. The server reads the aliases too (and checks as the declaration says).
 */
export function callParamsCodec<const P extends CallParams>(params: P): CallParamsCodec<P> {
  const required: Record<string, t.Mixed> = {};
  const optional: Record<string, t.Mixed> = {};
  for (const [name, p] of Object.entries(params)) (p.required === undefined ? optional : required)[name] = kindCodec(p);
  return t.intersection([t.type(required), t.partial(optional)]) as unknown as CallParamsCodec<P>;
}
