import { acceptedNames, firstSentValue } from '../wire-names';

/**
 * The parameters a hand-written call reads, declared once beside its catalogue entry (docs/decisions/0413): per
 * parameter its name on the wire, the further names the call also accepts (aliases, as a field's `aliases`), its
 * kind and its Chinese label. The server reads a call's input only through this declaration, the OpenAPI document
 * lists it, and codecs may derive from it (`callParamsCodec`).
 *
 * Kinds:
 * - `id`: a positive integer (number or digits); `<label>格式不正确` when malformed; `required`: the message
 *   when it is missing.
 * - `idList`: ids as a comma list, a JSON array text or an array; `[]` when absent; at most `maxItems` (500).
 * - `text`: trimmed text (`''` when absent). With `maxLength`, a non-scalar is refused and longer text answers
 *   `<label>不能超过N个字符`; `required`: the message when it is empty. `format` tells the API reference what the
 *   text holds (a site date, a number): the call checks it, with its own message.
 * - `json`: a JSON array or object, sent as text or structured; the call parses and checks it.
 * - `value`: passed on as sent (the record it is written into checks it).
 */
export type CallParamKind = 'id' | 'idList' | 'text' | 'json' | 'value';

/** One declared parameter of a call; its name is its key in the call's `params`. */
export interface CallParam<K extends CallParamKind = CallParamKind> {
  readonly kind: K;
  /** Chinese label: in the format messages and the API reference. */
  readonly label: string;
  /** Further names the wire accepts, looked up after the parameter's own name, in this order. */
  readonly aliases: readonly string[];
  /** Message when it is missing (`id`, `text`); absent: optional. */
  readonly required?: string;
  /** `text`: at most this many characters. */
  readonly maxLength?: number;
  /** `idList`: at most this many ids (default 500). */
  readonly maxItems?: number;
  /** `text`: what it holds, for the API reference (the call checks it). */
  readonly format?: 'date' | 'number';
}

/** The parameters of one call, by their main names. */
export type CallParams = Readonly<Record<string, CallParam>>;

/** A parameter that is always required. */
type Required = { readonly required: string };

interface IdOptions {
  readonly required?: string;
}
interface IdListOptions {
  readonly maxItems?: number;
}
interface TextOptions {
  readonly required?: string;
  readonly maxLength?: number;
  readonly format?: 'date' | 'number';
}

type Built<K extends CallParamKind, O> = CallParam<K> & (O extends Required ? Required : unknown);

function build<K extends CallParamKind>(kind: K, label: string, aliases: readonly string[], options: object = {}): CallParam<K> {
  return { kind, label, aliases, ...options };
}

/** Builders of call parameters: `param.id('用户编号', ['user_id', 'UserID', 'id'], { required: m.idRequired })`. */
export const param = {
  id: <const O extends IdOptions = {}>(label: string, aliases: readonly string[] = [], options?: O): Built<'id', O> =>
    build('id', label, aliases, options) as Built<'id', O>,
  idList: (label: string, aliases: readonly string[] = [], options?: IdListOptions): CallParam<'idList'> => build('idList', label, aliases, options),
  text: <const O extends TextOptions = {}>(label: string, aliases: readonly string[] = [], options?: O): Built<'text', O> =>
    build('text', label, aliases, options) as Built<'text', O>,
  json: (label: string, aliases: readonly string[] = []): CallParam<'json'> => build('json', label, aliases),
  value: (label: string, aliases: readonly string[] = []): CallParam<'value'> => build('value', label, aliases),
};

/** What the server reads for parameter `P`: an id, `number | undefined` when optional, ids, text, or the value sent. */
export type CallParamValue<P> = P extends CallParam<'id'>
  ? P extends Required
    ? number
    : number | undefined
  : P extends CallParam<'idList'>
    ? number[]
    : P extends CallParam<'text'>
      ? string
      : unknown;

/** The values of a call's declared parameters, by their main names. */
export type CallParamValues<P extends CallParams> = { readonly [N in keyof P]: CallParamValue<P[N]> };

/** Every name the wire accepts for parameter `name`: the name, then its aliases. */
export function callParamNames(name: string, p: CallParam): string[] {
  return acceptedNames({ key: name, aliases: p.aliases });
}

/** The raw value of parameter `name` as sent: the first of its names holding a value that is not blank. */
export function sentCallParam(params: Record<string, unknown>, name: string, p: CallParam): unknown {
  return firstSentValue(params, { key: name, aliases: p.aliases });
}

/** Names a call's declaration accepts more than once (across its parameters); empty when every name is one parameter's. */
export function clashingParamNames(params: CallParams): string[] {
  const seen = new Set<string>();
  const clashes = new Set<string>();
  for (const [name, p] of Object.entries(params)) {
    for (const n of [name, ...p.aliases]) {
      if (seen.has(n)) clashes.add(n);
      seen.add(n);
    }
  }
  return [...clashes];
}
