import * as t from 'io-ts';
import type { CallParams } from './call-params/call-param';
import type { ApiBase } from './constants';
import type {
  BodyEncoding,
  ButtonName,
  Endpoint,
  EndpointAccess,
  EndpointClient,
  EndpointCredentials,
  EndpointExample,
  EnvelopeKind,
  HttpMethod,
  PermissionRequirement,
  TicketPurpose,
} from './endpoint';

/** Request codec of calls whose payload SPEC does not show: any record of parameters. */
export const AnyParams = t.UnknownRecord;
/** Request codec of calls whose payload SPEC does not show. */
export type AnyParams = t.TypeOf<typeof AnyParams>;

/** What an area file writes per call; `name` comes from the record key. */
export interface EndpointSpec {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: EndpointAccess;
  readonly envelope?: EnvelopeKind;
  readonly encoding?: BodyEncoding;
  readonly request?: t.Mixed;
  readonly response?: t.Mixed;
  readonly pathChosen?: boolean;
  readonly base?: ApiBase;
  readonly client?: EndpointClient;
  readonly summary?: string;
  /** The parameters a hand-written call reads, with their aliases (docs/decisions/0413). */
  readonly params?: CallParams;
  /** Opened with a one-use ticket of this purpose in the query (docs/decisions/0506). */
  readonly ticket?: TicketPurpose;
  /** A public call's own credentials (docs/decisions/0570). */
  readonly credentials?: EndpointCredentials;
  /** Named examples of the request body (API reference). */
  readonly examples?: Readonly<Record<string, EndpointExample>>;
}

type ReqOf<S> = S extends { readonly request: infer R extends t.Mixed } ? R : typeof AnyParams;
type ResOf<S> = S extends { readonly response: infer R extends t.Mixed } ? R : t.UnknownC;
type EnvOf<S> = S extends { readonly envelope: infer E extends EnvelopeKind } ? E : 'data';
/** The declared parameters of a spec, kept precisely typed on its endpoint. */
type ParamsOf<S> = S extends { readonly params: infer P extends CallParams } ? { readonly params: P } : unknown;

/** The endpoints an area file defines, each typed by its own codecs and named by its key. */
export type DefinedEndpoints<T extends Record<string, EndpointSpec>> = {
  readonly [K in keyof T & string]: Endpoint<ReqOf<T[K]>, ResOf<T[K]>, EnvOf<T[K]>> & { readonly name: K } & ParamsOf<T[K]>;
};

/** Fills defaults: name from the key, `data` envelope, query for GET / form for POST, permissive codecs. */
export function defineEndpoints<const T extends Record<string, EndpointSpec>>(specs: T): DefinedEndpoints<T> {
  const out: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(specs)) {
    out[name] = {
      name,
      method: spec.method,
      path: spec.path,
      pathChosen: spec.pathChosen ?? false,
      encoding: spec.encoding ?? (spec.method === 'GET' ? 'query' : 'form'),
      access: spec.access,
      envelope: spec.envelope ?? 'data',
      request: spec.request ?? AnyParams,
      response: spec.response ?? t.unknown,
      ...(spec.base === undefined ? {} : { base: spec.base }),
      ...(spec.client === undefined ? {} : { client: spec.client }),
      ...(spec.summary === undefined ? {} : { summary: spec.summary }),
      ...(spec.params === undefined ? {} : { params: spec.params }),
      ...(spec.ticket === undefined ? {} : { ticket: spec.ticket }),
      ...(spec.credentials === undefined ? {} : { credentials: spec.credentials }),
      ...(spec.examples === undefined ? {} : { examples: spec.examples }),
    };
  }
  return out as DefinedEndpoints<T>;
}

/** A page/sub-page/button requirement. */
export function perm(page: string, subPage?: string, button?: ButtonName): PermissionRequirement {
  return { page, ...(subPage === undefined ? {} : { subPage }), ...(button === undefined ? {} : { button }) };
}

/** The button an action name needs, by its verb (Where/Get/Query → search, Create/Add → add, …). */
export function buttonForAction(action: string): ButtonName {
  const a = action.replace(/^(PC|Multi|Admin)/, '');
  if (/^(Create|Add|Supply|Bind)/i.test(a)) return 'add';
  if (/^(Delete|Del)/i.test(a)) return 'delete';
  if (/^Audit/i.test(a)) return 'audit';
  if (/^(Modify|Update|Edit)/i.test(a)) return 'edit';
  return 'search';
}

/** One call of a resource in the long tail: method, action (last path segment), options. */
export type ResourceAction = readonly [HttpMethod, string, Partial<EndpointSpec>?];

/**
 * Endpoints of one REST-like resource under `prefix`, guarded by page/sub-page with the button
 * its verb implies, with `common` options on every call. Keys are `alias` + action (`pcConcOrderWhereOrderList`).
 */
export function resourceEndpoints(
  prefix: string,
  alias: string,
  page: string,
  subPage: string,
  actions: readonly ResourceAction[],
  common: Partial<EndpointSpec> = {},
): Record<string, Endpoint> {
  const specs: Record<string, EndpointSpec> = {};
  for (const [method, action, options] of actions) {
    specs[`${alias}${action.charAt(0).toUpperCase()}${action.slice(1)}`] = {
      method,
      path: `${prefix}/${action}`,
      access: perm(page, subPage, buttonForAction(action)),
      ...common,
      ...options,
    };
  }
  return defineEndpoints(specs);
}
