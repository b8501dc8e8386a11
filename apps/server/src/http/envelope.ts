import { failureBody as contractFailure, successBody as contractSuccess } from '@worksite/contract';
import type { EnvelopeKind, ListPage } from '@worksite/contract';
import { Answer } from './answer';
import type { ApiError } from './api-error';

/**
 * Success body per envelope, exactly as the contract writes it (SPEC §7–§8, docs/decisions/0052):
 * status1 `{status 1, detail, data}`, code0 `{code 0, msg, data}`, status0 `{status 0, detail, data}`,
 * list `{code 200, status 1, msg, data, page}`, data `{code 200, status 1, msg, data}`.
 */
export function successBody(kind: EnvelopeKind, result: unknown): Record<string, unknown> {
  const a = result instanceof Answer ? result : new Answer(result);
  const data = a.data ?? (kind === 'list' ? [] : null);
  return { ...contractSuccess(kind, data, a.page as ListPage | undefined, a.detail), ...a.extra };
}

/**
 * Failure body: the contract's shape for the call's envelope. Business refusals on status envelopes
 * (code 0) carry no code, so the screen reads `status`/`detail`; 400s also carry `error_description`.
 */
export function failureBody(kind: EnvelopeKind | undefined, error: ApiError): Record<string, unknown> {
  const k = kind ?? 'data';
  const statusKind = k === 'status1' || k === 'status0';
  const code = error.code === 0 ? (statusKind ? undefined : 400) : error.code;
  const body: Record<string, unknown> = { ...contractFailure(k, error.message, code), message: error.message };
  if (body.detail === undefined) body.detail = error.message;
  if (error.httpStatus === 400) body.error_description = error.message;
  if (error.data !== undefined) body.data = error.data;
  return body;
}
