import { sentCallParam, type CallParam, type CallParams, type CallParamValues } from '@worksite/contract';
import { invalid } from './api-error';
import { messages } from '../shared/messages';

/** Readers of a call's parameters (the client's form and query values), shared by every area. */

/** A parameter as trimmed text ('' when absent or not scalar). */
export function text(v: unknown): string {
  if (Array.isArray(v)) return text(v[0]);
  return typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
}

/**
 * The parameters a call declares (its catalogue entry's `params`, docs/decisions/0413), read from what the client
 * sent under each one's name or aliases and checked as its kind says. Each value is read and checked when the call
 * first uses it, so checks (and their 400 messages) come in the order the call makes them, and a parameter the
 * call reads only in some cases is checked only then.
 */
export function callParams<P extends CallParams>(call: { readonly name?: string; readonly params?: P }, sent: Record<string, unknown>): CallParamValues<P> {
  if (call.params === undefined) throw new Error(`${call.name ?? 'the call'} declares no params`);
  return paramValues(call.params, sent);
}

/** The values of the declared parameters `params` (shared by several calls) in `sent`; see `callParams`. */
export function paramValues<P extends CallParams>(params: P, sent: Record<string, unknown>): CallParamValues<P> {
  const out: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(params)) {
    let read = false;
    let value: unknown;
    Object.defineProperty(out, name, {
      enumerable: true,
      get: () => {
        if (!read) {
          value = paramValue(name, p, sent);
          read = true;
        }
        return value;
      },
    });
  }
  return out as CallParamValues<P>;
}

/** One declared parameter: the first non-blank value under its names, checked by kind (400 with the declared messages). */
function paramValue(name: string, p: CallParam, sent: Record<string, unknown>): unknown {
  const v = sentCallParam(sent, name, p);
  switch (p.kind) {
    case 'id':
      return p.required === undefined ? optionalId(v, p.label) : requiredId(v, p.label, p.required);
    case 'idList':
      return idList(v, p.label, p.maxItems);
    case 'text': {
      if (p.maxLength !== undefined) return boundedText(v, p.label, p.maxLength, p.required);
      const s = text(v);
      if (!s && p.required !== undefined) throw invalid(p.required);
      return s;
    }
    default:
      return v;
  }
}

const MAX_ID = 2_147_483_647;

/** A positive integer id, or undefined when absent; a 400 with `label` when malformed. */
export function optionalId(v: unknown, label: string): number | undefined {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return undefined;
  const s = text(v);
  if (!/^\d{1,10}$/.test(s) || Number(s) <= 0 || Number(s) > MAX_ID) throw invalid(messages.invalidField(label));
  return Number(s);
}

/** A required positive integer id (400 with `missing` when absent). */
export function requiredId(v: unknown, label: string, missing: string = messages.invalidId): number {
  const id = optionalId(v, label);
  if (id === undefined) throw invalid(missing);
  return id;
}

/** Ids from a comma list, a JSON array text or a repeated parameter ('' → []). At most `max`. */
export function idList(v: unknown, label: string, max = 500): number[] {
  if (v === undefined || v === null) return [];
  let items: unknown[];
  if (Array.isArray(v)) items = v;
  else {
    const s = text(v);
    if (s === '') return [];
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        if (!Array.isArray(parsed)) throw new Error('not an array');
        items = parsed;
      } catch {
        throw invalid(messages.invalidField(label));
      }
    } else items = s.split(',');
  }
  if (items.length > max) throw invalid(messages.invalidField(label));
  const ids = items.map((i) => optionalId(typeof i === 'number' ? String(i) : i, label));
  if (ids.some((i) => i === undefined)) throw invalid(messages.invalidField(label));
  return [...new Set(ids as number[])];
}

/** Text of at most `max` characters; `required` message when empty and required. */
export function boundedText(v: unknown, label: string, max: number, required?: string): string {
  if (v !== undefined && v !== null && typeof v === 'object') throw invalid(messages.invalidField(label));
  const s = text(v);
  if (!s && required) throw invalid(required);
  if ([...s].length > max) throw invalid(messages.tooLong(label, max));
  return s;
}
