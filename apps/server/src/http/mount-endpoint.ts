import type { Endpoint } from '@worksite/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { writeAudit, type AuditEntry } from '../audit/audit-log';
import { loadCaller, loadCallerByHash, type CallerSession, type CallerUser } from '../auth/caller';
import { redeemTicket } from '../auth/one-use-tickets';
import { accessOf } from '../auth/access-cache';
import type { Scope } from '../auth/data-scope';
import type { Grants } from '../auth/grants';
import type { Db, Queryable } from '../db/database';
import { noPermission, ticketRefused, unauthorized } from './api-error';
import { apiPrefixes } from './api-prefixes';
import { decodeParams } from './decode-params';
import type { FileLimit } from './multipart-file';
import { successBody } from './envelope';
import { clientInfo, handlerParams, rawParams, ticketOf, tokenOf, type ClientInfo } from './request-input';
import type { ServerServices } from './server-services';
import { signInRateLimit } from './sign-in-rate-limit';

/** What every handler receives. */
export interface PublicContext {
  /** Query and body merged (body wins), decoded by the endpoint's request codec, without the token. */
  readonly params: Record<string, unknown>;
  readonly client: ClientInfo;
  readonly db: Db;
  readonly services: ServerServices;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** What a handler of a signed-in call receives. */
export interface EndpointContext extends PublicContext {
  readonly user: CallerUser;
  readonly session: CallerSession;
  /** Rows the caller may read and write (current company / project / district). */
  readonly scope: Scope;
  /** Pages and buttons the caller holds in the session's company. */
  readonly grants: Grants;
  /** Writes an audit entry for the caller; pass the transaction's `q` to make it part of the change. */
  audit(entry: AuditEntry, q?: Queryable): Promise<void>;
}

/** Value returned by a handler: bare `data`, or an `Answer` (see answer.ts). */
export type Handler<C> = (ctx: C) => Promise<unknown> | unknown;

export interface MountOptions {
  /** Also served at these paths (e.g. another casing SPEC shows); paths are matched case-insensitively anyway. */
  readonly aliases?: readonly string[];
  /** Body limit for this call in bytes (default: the server's BODY_LIMIT). */
  readonly bodyLimit?: number;
  /** Callable by users whose OrgDataAuthorityType is 0 (SPEC §6: login, token fetch, multi-select list). */
  readonly allowWithoutDataAuthority?: boolean;
  /** Skip the request codec (the handler validates itself, e.g. multipart). */
  readonly skipDecode?: boolean;
  /** A multipart call's file limit by the fields sent before the file: refused while it streams (multipart-file.ts). */
  readonly fileLimit?: (fields: Record<string, unknown>) => FileLimit;
  /** Counted in the per-address limit of sign-in and registration calls (http/sign-in-rate-limit.ts). */
  readonly signInRateLimit?: boolean;
}

function register(
  app: FastifyInstance,
  endpoint: Endpoint,
  options: MountOptions,
  run: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  beforeBody: onRequestHookHandler[] = [],
): void {
  const paths = [endpoint.path, ...(options.aliases ?? [])];
  const seen = new Set<string>();
  const onRequest = [...(options.signInRateLimit ? [signInRateLimit(app)] : []), ...beforeBody];
  for (const prefix of apiPrefixes) {
    for (const path of paths) {
      const url = `${prefix}${path.startsWith('/') ? path : `/${path}`}`;
      if (seen.has(url.toLowerCase())) continue;
      seen.add(url.toLowerCase());
      app.route({
        method: endpoint.method,
        url,
        bodyLimit: options.bodyLimit,
        // Only calls the contract declares multipart accept a multipart body (http/body-guard.ts).
        config: { envelope: endpoint.envelope, multipart: endpoint.encoding === 'multipart', fileBody: endpoint.encoding === 'file', fileLimit: options.fileLimit },
        ...(onRequest.length ? { onRequest } : {}),
        handler: async (req, reply) => {
          const body = await run(req, reply);
          // A handler that answered itself (a file, a stream) returns the reply.
          if (reply.sent || body === reply) return reply;
          return successBody(endpoint.envelope, body);
        },
      });
    }
  }
}

function baseContext(app: FastifyInstance, endpoint: Endpoint, options: MountOptions, req: FastifyRequest, reply: FastifyReply) {
  const raw = rawParams(req);
  const params = handlerParams(raw);
  return {
    raw,
    ctx: {
      params: options.skipDecode ? params : decodeParams(endpoint.request, params),
      client: clientInfo(req, raw),
      db: app.worksite.db,
      services: app.worksite,
      request: req,
      reply,
    } satisfies PublicContext,
  };
}

/** Mounts a call that needs no sign-in (`access: 'public'`). */
export function mountPublicEndpoint(app: FastifyInstance, endpoint: Endpoint, handler: Handler<PublicContext>, options: MountOptions = {}): void {
  if (endpoint.access !== 'public') throw new Error(`${endpoint.name} is not public; use mountEndpoint`);
  register(app, endpoint, options, async (req, reply) => handler(baseContext(app, endpoint, options, req, reply).ctx));
}

interface Access {
  readonly user: CallerUser;
  readonly session: CallerSession;
  readonly grants: Grants;
  readonly scope: Scope;
}

/** Access checked before the body was read (upload calls), for the handler to reuse. */
const checkedEarly = new WeakMap<FastifyRequest, Access>();

/**
 * The caller of a request: by the one-use ticket of the query when the endpoint takes one and one is sent (used up
 * here; unknown, used, expired or of another purpose: 401 with its own message, docs/decisions/0506), else by
 * the token of the headers or the body (401 without a live session).
 */
async function callerOf(db: Db, endpoint: Endpoint, req: FastifyRequest): Promise<{ user: CallerUser; session: CallerSession }> {
  const ticket = endpoint.ticket === undefined ? undefined : ticketOf(req);
  if (ticket !== undefined) {
    const sessionHash = await redeemTicket(db, ticket, endpoint.ticket!);
    const caller = sessionHash === undefined ? undefined : await loadCallerByHash(db, sessionHash);
    if (!caller) throw ticketRefused();
    return caller;
  }
  const token = tokenOf(req);
  const caller = token ? await loadCaller(db, token) : undefined;
  if (!caller) throw unauthorized();
  return caller;
}

/** The caller (401), the endpoint's access against the caller's grants (402), the data scope. */
async function authorize(app: FastifyInstance, endpoint: Endpoint, options: MountOptions, req: FastifyRequest): Promise<Access> {
  const db = app.worksite.db;
  const caller = await callerOf(db, endpoint, req);
  const { user, session } = caller;
  const access = endpoint.access;
  if (user.orgDataAuthorityType === 0 && !options.allowWithoutDataAuthority && !user.isSystemAdmin) throw noPermission();
  if (access === 'admin' && !user.isSystemAdmin) throw noPermission();
  // Cached while auth_generation (read with the session row above) is unchanged (auth/access-cache.ts).
  const { grants, scope } = await accessOf(db, user, session);
  if (typeof access === 'object' && !grants.has(access)) throw noPermission();
  return { user, session, grants, scope };
}

/**
 * Mounts a signed-in call under every API prefix: authenticates the token (401), checks `endpoint.access`
 * against the caller's grants in the session's company (402), computes the data scope, decodes the params
 * (400), then runs `handler` and wraps its result in the endpoint's envelope.
 *
 * A multipart call (the upload) is authorised before its body is read (docs/decisions/0284): its token must
 * come in the headers (SPEC §7's upload sends `Authorization: Bearer` and `token` headers), so an anonymous or
 * unauthorised upload is refused without reading a byte of it. A token in the query string is never taken; a
 * call that declares `ticket` takes a one-use ticket there instead (docs/decisions/0506).
 */
export function mountEndpoint(app: FastifyInstance, endpoint: Endpoint, handler: Handler<EndpointContext>, options: MountOptions = {}): void {
  if (endpoint.access === 'public') throw new Error(`${endpoint.name} is public; use mountPublicEndpoint`);
  const beforeBody: onRequestHookHandler[] =
    endpoint.encoding === 'multipart'
      ? [
          async (req) => {
            checkedEarly.set(req, await authorize(app, endpoint, options, req));
          },
        ]
      : [];
  register(
    app,
    endpoint,
    options,
    async (req, reply) => {
      const db = app.worksite.db;
      const { user, session, grants, scope } = checkedEarly.get(req) ?? (await authorize(app, endpoint, options, req));
      const { ctx } = baseContext(app, endpoint, options, req, reply);
      const actor = { userId: user.id, companyId: session.companyId, ip: ctx.client.ip };
      const full: EndpointContext = {
        ...ctx,
        user,
        session,
        scope,
        grants,
        audit: (entry, q) => writeAudit(q ?? db, actor, entry),
      };
      return handler(full);
    },
    beforeBody,
  );
}
