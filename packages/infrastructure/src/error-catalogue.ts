import { EnvelopeFrame, FORBIDDEN_CODE, SUCCESS_CODES, UNAUTHORISED_CODE, decodeWith, envelopeMessage } from '@worksite/contract';
import { messages } from './messages';

/** What the SPEC §8 error catalogue says to do with one answer. */
export type CatalogueOutcome =
  | { readonly kind: 'pass' }
  | { readonly kind: 'session-expired'; readonly message: string }
  | { readonly kind: 'forbidden'; readonly message: string }
  | { readonly kind: 'failed'; readonly code: number; readonly message: string }
  | { readonly kind: 'http-error'; readonly status: number; readonly message: string };

function frameOf(body: unknown): EnvelopeFrame & { error?: unknown } {
  const decoded = decodeWith(EnvelopeFrame, body);
  const frame = decoded.ok ? decoded.value : {};
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return { ...frame, error };
}

const mentions401 = (text: string | undefined): boolean => text !== undefined && text.includes(String(UNAUTHORISED_CODE));
const expired = (): CatalogueOutcome => ({ kind: 'session-expired', message: messages.sessionExpired });

/** An answer that came with a 2xx HTTP status: rows 1, 4 and 5 of the catalogue look at its `code`. */
export function classifyAnswer(body: unknown): CatalogueOutcome {
  const frame = frameOf(body);
  if (frame.code === UNAUTHORISED_CODE || mentions401(frame.error_description)) return expired();
  if (frame.code === FORBIDDEN_CODE) return { kind: 'forbidden', message: envelopeMessage(frame) || messages.noPermission };
  // No `code`: status envelopes (login, password, upload) are judged by the gateway with the endpoint's rules.
  if (frame.code === undefined || SUCCESS_CODES.includes(frame.code)) return { kind: 'pass' };
  return { kind: 'failed', code: frame.code, message: envelopeMessage(frame) || messages.failed };
}

/** An answer with an HTTP error status: rows 1, 2 and 3 of the catalogue. */
export function classifyHttpError(status: number, body: unknown): CatalogueOutcome {
  const frame = frameOf(body);
  if (status === UNAUTHORISED_CODE || frame.code === UNAUTHORISED_CODE) return expired();
  if (status === 400) {
    if (frame.error === 'invalid_grant' && mentions401(frame.error_description)) return expired();
  } else if (mentions401(frame.error_description)) {
    return expired();
  }
  const message = frame.error_description || envelopeMessage(frame) || messages.httpErrorDefault;
  return { kind: 'http-error', status, message };
}
