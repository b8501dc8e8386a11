import type { EnvelopeKind } from '@worksite/contract';
import { Answer } from './answer';
import type { ApiError } from './api-error';

/**
 * Success and failure bodies per envelope (SPEC §7–§8, docs/decisions/0052). Success always carries
 * `code` 0 (clients accept 0/1/200) except the upload envelope, whose success is `status` 0.
 */
export function successBody(kind: EnvelopeKind, result: unknown): Record<string, unknown> {
  const a = result instanceof Answer ? result : new Answer(result);
  const detail = a.detail;
  switch (kind) {
    case 'status1':
      return { status: 1, code: 0, detail, message: detail, data: a.data ?? null, ...a.extra };
    case 'code0':
      return { code: 0, status: 1, message: detail, detail, data: a.data ?? null, ...a.extra };
    case 'status0':
      return { status: 0, code: 0, detail, message: detail, data: a.data ?? null, ...a.extra };
    case 'list':
      return { status: 1, code: 0, message: detail, detail, data: a.data ?? [], page: a.page, ...a.extra };
    case 'data':
    default:
      return { status: 1, code: 0, message: detail, detail, data: a.data ?? null, ...a.extra };
  }
}

/** Failure body: `status` is the call's failure value (1 for the upload envelope, else 0). */
export function failureBody(kind: EnvelopeKind | undefined, error: ApiError): Record<string, unknown> {
  const body: Record<string, unknown> = {
    status: kind === 'status0' ? 1 : 0,
    code: error.code,
    message: error.message,
    detail: error.message,
    data: null,
  };
  if (error.httpStatus === 400) body.error_description = error.message;
  return body;
}
