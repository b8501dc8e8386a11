import type * as t from 'io-ts';
import type { CallParams } from './call-params/call-param';
import type { ApiBase } from './constants';

/** HTTP methods the product uses (SPEC §7). */
export type HttpMethod = 'GET' | 'POST';

/** Button permission names of SPEC §3 (permission tree leaves). */
export type ButtonName = 'add' | 'edit' | 'delete' | 'search' | 'audit' | 'export' | 'inport' | 'delivery' | 'revealId';

/** What a caller must hold under the permission tree: page, optional sub-page, optional button. */
export interface PermissionRequirement {
  readonly page: string;
  readonly subPage?: string;
  readonly button?: ButtonName;
}

/**
 * Who may call an endpoint: `public` (no token), `session` (any signed-in user),
 * `admin` (IsSystemAdmin only) or a page/sub-page/button permission.
 */
export type EndpointAccess = 'public' | 'session' | 'admin' | PermissionRequirement;

/**
 * Envelope of the answer, as SPEC §7–§8 shows per call:
 * `status1` login and password change (status 1 = success, detail = message);
 * `code0` getToken (code 0 = success, data = token);
 * `status0` upload (status 0 = success, data = file address, detail = message);
 * `list` data array plus page {has_next, has_prev, p_index, p_size, record_count};
 * `data` status/code plus data (code 0 or 200 = success);
 * `file` the bytes of a file (an .xlsx export); a refusal is JSON in the `data` envelope.
 */
export type EnvelopeKind = 'status1' | 'code0' | 'status0' | 'list' | 'data' | 'file';

/**
 * Body encoding the client sends (the server accepts both form-encoded and JSON anyway); `file`: the body is
 * the raw bytes of one file (an .xlsx import), the parameters in the query.
 */
export type BodyEncoding = 'form' | 'json' | 'multipart' | 'query' | 'file';

/** Which HTTP wrapper makes the call: `main` (50 s, credentials) or `plugin` (2 s, no credentials). */
export type EndpointClient = 'main' | 'plugin';

/**
 * What a one-use ticket is for (docs/decisions/0506): `push` opens the push stream. A ticket of one purpose
 * opens nothing else.
 */
export type TicketPurpose = 'push';

/**
 * Credentials a public call takes other than a user session (docs/decisions/0570): `deviceKey`, a device's
 * ingest key (`X-Device-Key` or `Authorization: Device <key>` header, or in the body): 401 without a known key,
 * 403 for a key naming another device.
 */
export type EndpointCredentials = 'deviceKey';

/** A named example of a request body, shown in the API reference. */
export interface EndpointExample {
  readonly summary: string;
  readonly value: unknown;
}

/** One call of the product: the one place where its path lives. */
export interface Endpoint<Req extends t.Mixed = t.Mixed, Res extends t.Mixed = t.Mixed, Env extends EnvelopeKind = EnvelopeKind> {
  /** Catalogue key, e.g. `templateList`. */
  readonly name: string;
  readonly method: HttpMethod;
  /**
   * Path under the API base (`/prod-apiplus`, or `base` when set), e.g. `/api/RoutInspContent/WherePageList`.
   * A segment `:name` is a path parameter (SPEC writes `GetProjectInfo/{id}`).
   */
  readonly path: string;
  /** Base the path sits under when it is not `/prod-apiplus` (only the upload: `/prod-api`). */
  readonly base?: ApiBase;
  /** HTTP wrapper; absent means `main`. */
  readonly client?: EndpointClient;
  /** True where SPEC shows no path and this catalogue chose one (docs/decisions/0040-chosen-paths.md). */
  readonly pathChosen: boolean;
  readonly encoding: BodyEncoding;
  readonly access: EndpointAccess;
  readonly envelope: Env;
  /** Codec of the request parameters (body or query), before token/fromplat/wid enrichment. */
  readonly request: Req;
  /** Codec of the envelope's `data` (for `list`, of one row). */
  readonly response: Res;
  /** One line saying what the call does (API reference). */
  readonly summary?: string;
  /**
   * The parameters a hand-written call reads, each with the further names it accepts (docs/decisions/0413):
   * the server reads them only through this, and the API reference lists them.
   */
  readonly params?: CallParams;
  /**
   * The call is opened by a URL the browser requests itself (EventSource), which cannot carry headers: it takes a
   * one-use `ticket` query parameter of this purpose (issued by `pushTicket`, docs/decisions/0506) in place of
   * the session token; the token headers work too. The token is never taken from a query string.
   */
  readonly ticket?: TicketPurpose;
  /** A public call's own credentials (a device key), see `EndpointCredentials`. */
  readonly credentials?: EndpointCredentials;
  /** Named examples of the request body (API reference). */
  readonly examples?: Readonly<Record<string, EndpointExample>>;
}
