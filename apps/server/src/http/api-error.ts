import { messages } from '../shared/messages';

/**
 * A refusal with its HTTP status and body code (docs/decisions/0052):
 * 401 no/expired session; HTTP 200 + code 402 no permission or outside scope; 400 invalid input;
 * HTTP 200 + code 0 + status failure for business refusals on status envelopes (wrong password, lock-out).
 */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number,
    message: string,
    /** `data` of the refusal's envelope, when it carries more than the message (an import's row errors). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** HTTP 401: missing, expired or revoked token. */
export const unauthorized = (): ApiError => new ApiError(401, 401, messages.sessionExpired);
/** HTTP 401: a one-use ticket unknown, used, expired or of another purpose (docs/decisions/0506). */
export const ticketRefused = (): ApiError => new ApiError(401, 401, messages.ticketInvalid);
/** Code 402 没有权限: missing page/button permission or a record outside the caller's scope. */
export const noPermission = (): ApiError => new ApiError(200, 402, messages.noPermission);
/** HTTP 400 with a Chinese message: malformed, missing or over-long input (`data`: details, e.g. every row error). */
export const invalid = (message: string, data?: unknown): ApiError => new ApiError(400, 400, message, data);
/** HTTP 404: the record (or route) does not exist. */
export const notFound = (message: string = messages.recordNotFound): ApiError => new ApiError(404, 404, message);
/** HTTP 409: the change conflicts with existing data (e.g. a user name taken). */
export const conflict = (message: string): ApiError => new ApiError(409, 409, message);
/**
 * A business refusal answered in the call's own envelope (HTTP 200, code 0, status = failure, detail = message):
 * what SPEC's login and password-change screens read (`status` not 1 → show `detail`).
 */
export const refused = (message: string): ApiError => new ApiError(200, 0, message);
