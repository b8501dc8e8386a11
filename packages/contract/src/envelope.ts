import * as t from 'io-ts';
import {
  LOGIN_SUCCESS_STATUS,
  SUCCESS_CODES,
  TOKEN_SUCCESS_CODE,
  UPLOAD_SUCCESS_STATUS,
} from './constants';
import type { Endpoint, EnvelopeKind } from './endpoint';
import { NumberFromStringOrNumber, maybe } from './codecs/lenient';
import { ListPage, ListResponse } from './codecs/list-response';

/** The frame every answer shares; `data` and `page` are decoded afterwards by the endpoint's codec. */
export const EnvelopeFrame = t.partial({
  status: maybe(NumberFromStringOrNumber),
  code: maybe(NumberFromStringOrNumber),
  msg: maybe(t.string),
  detail: maybe(t.string),
  message: maybe(t.string),
  error_description: maybe(t.string),
  data: t.unknown,
  page: t.unknown,
});
/** The frame every answer shares. */
export type EnvelopeFrame = t.TypeOf<typeof EnvelopeFrame>;

/** What a successful call yields to its caller: the rows and page for a list, else the decoded `data`. */
export type EndpointResult<E extends Endpoint> = E['envelope'] extends 'list'
  ? ListResponse<t.TypeOf<E['response']>>
  : t.TypeOf<E['response']>;

/** The parameters a caller passes (before token/fromplat/wid enrichment). */
export type EndpointParams<E extends Endpoint> = t.TypeOf<E['request']>;

/** True when the frame reports success under the rules of its envelope kind (SPEC §7–§8). */
export function envelopeSucceeded(kind: EnvelopeKind, frame: EnvelopeFrame): boolean {
  switch (kind) {
    case 'status1':
      return frame.status === LOGIN_SUCCESS_STATUS;
    case 'code0':
      return frame.code === TOKEN_SUCCESS_CODE;
    case 'status0':
      return frame.status === UPLOAD_SUCCESS_STATUS;
    case 'list':
    case 'data':
    case 'file': {
      const code = frame.code ?? frame.status;
      return code !== undefined && SUCCESS_CODES.includes(code);
    }
  }
}

/** The server's message in a frame, whichever key carries it. */
export function envelopeMessage(frame: EnvelopeFrame): string | undefined {
  return frame.detail || frame.msg || frame.message || frame.error_description || undefined;
}

/** The codec a successful answer is decoded with: the whole body for a list, else its `data`. */
export function resultCodec<E extends Endpoint>(endpoint: E): t.Type<EndpointResult<E>, unknown, unknown> {
  if (endpoint.envelope === 'list') return ListResponse(endpoint.response) as t.Type<EndpointResult<E>, unknown, unknown>;
  return endpoint.response as t.Type<EndpointResult<E>, unknown, unknown>;
}

/** Picks from a body what `resultCodec` decodes: the body itself for a list, else `data`. */
export function resultValue(kind: EnvelopeKind, body: unknown): unknown {
  if (kind === 'list') return body;
  return typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
}

/** Body of a successful answer, as this product's server writes it for each envelope kind. */
export function successBody(kind: EnvelopeKind, data: unknown, page?: ListPage, message = ''): Record<string, unknown> {
  switch (kind) {
    case 'status1':
      return { status: LOGIN_SUCCESS_STATUS, detail: message, data };
    case 'code0':
      return { code: TOKEN_SUCCESS_CODE, msg: message, data };
    case 'status0':
      return { status: UPLOAD_SUCCESS_STATUS, detail: message, data };
    case 'list':
      return { code: 200, status: 1, msg: message, detail: message, data, page };
    case 'data':
    case 'file':
      return { code: 200, status: 1, msg: message, detail: message, data };
  }
}

/**
 * Body of a failed answer. status1/status0 failures carry only the status and message unless a `code`
 * (401, 402) is given, so a generic interceptor leaves them to the caller, which shows `detail`.
 */
export function failureBody(kind: EnvelopeKind, message: string, code?: number): Record<string, unknown> {
  const withCode = code === undefined ? {} : { code };
  switch (kind) {
    case 'status1':
      return { status: 0, ...withCode, detail: message, msg: message };
    case 'status0':
      return { status: 1, ...withCode, detail: message, msg: message };
    case 'code0':
    case 'list':
    case 'data':
    case 'file':
      return { code: code ?? 500, status: 0, msg: message, detail: message };
  }
}
