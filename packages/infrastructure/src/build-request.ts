import { API_BASE, FROMPLAT_PC, WID, type Endpoint, type HttpMethod } from '@worksite/contract';
import { isBlob, newFormData, type FormDataLike } from './platform';

/** What enrichment needs to know at send time. */
export interface RequestContext {
  /** Prefix before the API base, e.g. `http://127.0.0.1:8080`; empty for same origin. */
  readonly baseUrl: string;
  /** The current token, when there is one. */
  readonly token?: string;
  /** The user's district code (AuthAreaCode). */
  readonly areaCode?: string;
}

/** A request ready for axios. */
export interface BuiltRequest {
  readonly method: HttpMethod;
  readonly url: string;
  /** Query parameters (GET, and `query` encoding). */
  readonly query?: Readonly<Record<string, string>>;
  /** Form-encoded text, a JSON object or multipart form data. */
  readonly body?: string | Readonly<Record<string, unknown>> | FormDataLike;
  readonly headers: Readonly<Record<string, string>>;
}

/** Name of the district code parameter added to every call (SPEC §6). */
export const AREA_CODE_PARAM = 'AuthAreaCode';

/**
 * SPEC §7 enrichment: token (when there is one), fromplat `pc` unless the caller chose one (minapp),
 * wid 11 unless given, and the district code unless given.
 */
export function enrichParams(params: Readonly<Record<string, unknown>>, ctx: RequestContext): Record<string, unknown> {
  return {
    ...params,
    ...(ctx.token === undefined ? {} : { token: ctx.token }),
    fromplat: params.fromplat ?? FROMPLAT_PC,
    wid: params.wid ?? WID,
    ...(ctx.areaCode === undefined || params[AREA_CODE_PARAM] !== undefined ? {} : { [AREA_CODE_PARAM]: ctx.areaCode }),
  };
}

/** Fills `:name` segments from `params`; returns the path and the params left over. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>>): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...params };
  const filled = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      const value = rest[name];
      if (value === undefined || value === null || value === '') throw new Error(`Path parameter "${name}" missing for ${path}`);
      delete rest[name];
      return encodeURIComponent(String(value));
    })
    .join('/');
  return { path: filled, rest };
}

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** Scalar text of every defined parameter; objects and arrays as JSON text. */
export function toTextParams(params: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const t = text(value);
    if (t !== undefined) out[key] = t;
  }
  return out;
}

/** `application/x-www-form-urlencoded` text of the parameters. */
export function formEncode(params: Readonly<Record<string, unknown>>): string {
  return Object.entries(toTextParams(params))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`.replace(/%20/g, '+'))
    .join('&');
}

function multipart(params: Readonly<Record<string, unknown>>): FormDataLike {
  const form = newFormData();
  const fileName = typeof params.file_name === 'string' && params.file_name !== '' ? params.file_name : 'file';
  for (const [key, value] of Object.entries(params)) {
    if (isBlob(value)) form.append(key, value, fileName);
    else {
      const t = text(value);
      if (t !== undefined) form.append(key, t);
    }
  }
  return form;
}

/** The headers of SPEC §7: bearer Authorization and `token` when there is a token, `fromplat: pc` always. */
export function authHeaders(token: string | undefined): Record<string, string> {
  return token === undefined ? { fromplat: FROMPLAT_PC } : { Authorization: `Bearer ${token}`, token, fromplat: FROMPLAT_PC };
}

/**
 * The full request of a catalogued call: URL with path params, enriched params in the query or the body. The
 * token goes in the headers always and in a body, never in the query (docs/decisions/0506): a URL is logged and
 * kept in history, and the server takes no token from one.
 */
export function buildRequest(endpoint: Endpoint, params: Readonly<Record<string, unknown>>, ctx: RequestContext): BuiltRequest {
  const { path, rest } = fillPath(endpoint.path, params);
  const url = `${ctx.baseUrl}${endpoint.base ?? API_BASE}${path}`;
  const headers = authHeaders(ctx.token);
  if (endpoint.method === 'GET' || endpoint.encoding === 'query') {
    const { token: _inHeaders, ...query } = enrichParams(rest, ctx);
    return { method: endpoint.method, url, query: toTextParams(query), headers };
  }
  const enriched = enrichParams(rest, ctx);
  switch (endpoint.encoding) {
    case 'json':
      return { method: endpoint.method, url, body: enriched, headers: { ...headers, 'Content-Type': 'application/json;charset=UTF-8' } };
    case 'multipart':
      return { method: endpoint.method, url, body: multipart(enriched), headers };
    case 'file':
      throw new Error(`${endpoint.name} takes the bytes of a file: send it through the FileTransfer port`);
    case 'form':
      return {
        method: endpoint.method,
        url,
        body: formEncode(enriched),
        headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      };
  }
}
