import * as t from 'io-ts';
import type { CallParams } from '../../call-params/call-param';
import { AnyParams, defineEndpoints, perm, buttonForAction, type EndpointSpec } from '../../define-endpoints';
import type { ButtonName, Endpoint, EndpointAccess } from '../../endpoint';
import { callName, recordCalls } from '../declaration/declare-record';
import { EXCEL_TEMPLATE_CALL } from '../declaration/excel-calls';
import type { RecordAction, RecordCall, RecordType } from '../declaration/record-declaration';
import { RECORD_ACTIONS } from '../declaration/record-declaration';
import { RecordListRequest, RecordWriteAnswer, requestCodec, rowCodec, rowsCodec } from './record-codecs';

/** The button each standard action needs unless the declaration says otherwise (SPEC §3 button names). */
export const DEFAULT_BUTTONS: { readonly [A in RecordAction]: ButtonName } = {
  list: 'search',
  detail: 'search',
  create: 'add',
  update: 'edit',
  delete: 'delete',
  audit: 'audit',
  export: 'export',
  import: 'inport',
};

const isAction = (key: string): key is RecordAction => (RECORD_ACTIONS as readonly string[]).includes(key);

/** Who may make call `key` of `recordType`: its own access, else page/sub-page with its button. */
export function callAccess(recordType: RecordType, key: string, call: RecordCall): EndpointAccess {
  if (call.access !== undefined) return call.access;
  const button = call.button ?? (isAction(key) ? DEFAULT_BUTTONS[key] : buttonForAction(call.action));
  return perm(recordType.permission.page, recordType.permission.subPage, button);
}

type CallsOf<R> = R extends { readonly api: { readonly calls: infer C } } ? C : never;
type MoreOf<R> = R extends { readonly api: { readonly more: infer M } } ? M : never;
type CallAt<R, K> = K extends keyof CallsOf<R> ? CallsOf<R>[K] : K extends keyof MoreOf<R> ? MoreOf<R>[K] : never;
/** What the declaration's wire fixes of call `K` (its SPEC codecs), or nothing. */
type WireAt<R, K> = R extends { readonly wire: { readonly calls: infer W } } ? (K extends keyof W ? W[K] : unknown) : unknown;

/** The parameters call `key` of `R` declares, precisely typed (`{ params }`), or nothing. */
export type RecordCallParams<R, K> = CallAt<R, K> extends { readonly params: infer P extends CallParams } ? { readonly params: P } : unknown;

/** The endpoint spec derived for call `key`, typed by the SPEC codecs its declaration names. */
export type DerivedSpec<R, K> = EndpointSpec & {
  readonly envelope: CallAt<R, K> extends { readonly envelope: infer E } ? E : K extends 'list' ? 'list' : 'data';
  readonly request: WireAt<R, K> extends { readonly request: infer Q extends t.Mixed } ? Q : t.Mixed;
  readonly response: WireAt<R, K> extends { readonly response: infer S extends t.Mixed } ? S : t.Mixed;
} & RecordCallParams<R, K>;

/**
 * The catalogue entry (as an endpoint spec) of call `key` of `recordType` — a standard action or a key of
 * `api.more`: path `prefix/action`, access page/sub-page/button, the list envelope for lists, and codecs
 * derived from the fields unless the call names SPEC's own. A further call gets the row codec only when it
 * says it answers rows of the type (`rows`); else its answer is not declared (statistics, history).
 */
export function callSpec<R extends RecordType, K extends string>(recordType: R, key: K): DerivedSpec<R, K> {
  const api = recordType.api;
  const call = api?.calls[key as RecordAction] ?? api?.more?.[key];
  if (!api || !call) throw new Error(`record type ${recordType.name} has no call ${key}`);
  const envelope = call.envelope ?? (key === 'list' ? 'list' : 'data');
  const derivedRequest = isAction(key) ? requestCodec(recordType, key) : envelope === 'list' ? RecordListRequest : AnyParams;
  // A list answered whole (envelope `data`, SPEC's administration lists) is the array of rows itself.
  const derivedResponse =
    key === 'list' && envelope === 'data'
      ? rowsCodec(recordType)
      : key === 'list' || key === 'detail' || call.rows === true ? rowCodec(recordType) : isAction(key) ? RecordWriteAnswer : t.unknown;
  const spec: EndpointSpec = {
    method: call.method,
    path: call.path ?? `${api.prefix}/${call.action}`,
    access: callAccess(recordType, key, call),
    envelope,
    pathChosen: !(recordType.wire?.specPaths ?? []).includes(key),
    ...(call.encoding === undefined ? {} : { encoding: call.encoding }),
    request: call.request ?? derivedRequest,
    response: call.response ?? derivedResponse,
    ...(call.summary === undefined ? {} : { summary: call.summary }),
    ...(call.params === undefined ? {} : { params: call.params }),
  };
  return spec as DerivedSpec<R, K>;
}

/** Every catalogue entry of a declared record type, keyed by catalogue name (standard calls, then `more`). */
export function catalogueEntries(recordType: RecordType): Record<string, Endpoint> {
  const specs: Record<string, EndpointSpec> = {};
  for (const { key, name } of recordCalls(recordType)) specs[name] = callSpec(recordType, key);
  return defineEndpoints(specs);
}

/** The catalogue entries of a record type's Excel calls (export, import template, import), when it has them. */
export function excelEntries(recordType: RecordType): Record<string, Endpoint> {
  const api = recordType.api;
  if (!api) return {};
  const names = [api.calls.export, api.more?.[EXCEL_TEMPLATE_CALL], api.calls.import].filter((c) => c !== undefined).map((c) => callName(api, c));
  return Object.fromEntries(Object.entries(catalogueEntries(recordType)).filter(([name]) => names.includes(name)));
}
