import type { FastifyRequest } from 'fastify';

/** Parameters every call may carry (SPEC §7 "Common to calls"); informational, never trusted for scope. */
export interface ClientInfo {
  readonly fromplat: string;
  readonly wid: string;
  /** District code the client sent (AuthAreaCode); scope always comes from the database, not from this. */
  readonly areaCode: string;
  readonly ip: string;
  readonly userAgent: string;
}

/** Keys removed from params before a handler sees them. */
const transportKeys = new Set(['token', 'access_token', 'ticket']);

function flat(value: unknown): string {
  if (Array.isArray(value)) return flat(value[0]);
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);
}

/** The query string's parameters alone (what is known before the body is read). */
export function rawQuery(request: FastifyRequest): Record<string, unknown> {
  return isPlainObject(request.query) ? { ...request.query } : {};
}

/** Query string merged with the body (form-encoded or JSON); body wins. */
export function rawParams(request: FastifyRequest): Record<string, unknown> {
  const query = isPlainObject(request.query) ? request.query : {};
  const body = isPlainObject(request.body) ? request.body : {};
  return { ...query, ...body };
}

/**
 * Token from `Authorization: Bearer`, the `token` header, or a `token` / `access_token` parameter of the body (in
 * that order). Never from the query string: a URL is logged, kept in history and sent on as a referrer
 * (docs/decisions/0506); a URL the browser opens itself carries a one-use ticket instead (`ticketOf`).
 */
export function tokenOf(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m && m[1] !== 'undefined' && m[1] !== 'null') return m[1];
  }
  const header = flat(request.headers.token);
  if (header && header !== 'undefined' && header !== 'null') return header;
  const body: Record<string, unknown> = isPlainObject(request.body) ? request.body : {};
  const param = flat(body.token) || flat(body.access_token);
  return param || undefined;
}

/** The one-use `ticket` of the query string (docs/decisions/0506), for the calls that take one. */
export function ticketOf(request: FastifyRequest): string | undefined {
  return flat(rawQuery(request).ticket) || undefined;
}

/** Params as a handler sees them: without the token. */
export function handlerParams(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (!transportKeys.has(k)) out[k] = v;
  return out;
}

export function clientInfo(request: FastifyRequest, params: Record<string, unknown>): ClientInfo {
  return {
    fromplat: flat(params.fromplat) || flat(request.headers.fromplat),
    wid: flat(params.wid),
    areaCode: flat(params.AuthAreaCode) || flat(params.authAreaCode) || flat(params.areaCode) || flat(params.district_code),
    ip: request.ip,
    userAgent: flat(request.headers['user-agent']).slice(0, 300),
  };
}
