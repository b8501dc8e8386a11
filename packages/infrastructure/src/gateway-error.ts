import type { Violation } from '@worksite/contract';

/**
 * Why a call failed:
 * `unauthorised` session expired (dialog shown); `forbidden` code 402 (toast shown);
 * `blocked` OrgDataAuthorityType 0, never sent; `failed` an answer code outside 0/1/200;
 * `refused` the endpoint's envelope says failure (login/password `status` ≠ 1, upload `status` ≠ 0): the caller shows `message`;
 * `http` an HTTP error status (toast shown); `network` no answer or timeout (toast shown);
 * `decode` the answer did not match the endpoint's codec.
 */
export type GatewayErrorKind = 'unauthorised' | 'forbidden' | 'blocked' | 'failed' | 'refused' | 'http' | 'network' | 'decode';

/** The one error the gateway rejects with: a kind, the answer's code, the message to show. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    /** Answer `code`/`status`, HTTP status for `http`, 0 for `blocked`. */
    readonly code?: number,
    /** The decoded-or-not answer body, when there was one. */
    readonly body?: unknown,
    /** Codec violations, for `decode`. */
    readonly violations: readonly Violation[] = [],
  ) {
    super(message);
  }
}

/** True when `error` is a GatewayError (of `kind`, when given). */
export function isGatewayError(error: unknown, kind?: GatewayErrorKind): error is GatewayError {
  return error instanceof GatewayError && (kind === undefined || error.kind === kind);
}
