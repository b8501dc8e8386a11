import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../shared/messages';
import { ApiError, invalid, notFound } from './api-error';
import { isApiUrl } from './api-prefixes';
import { failedReadingMultipart } from './body-guard';
import { businessKeyViolation } from './business-key-violation';
import { DATABASE_RETRY_AFTER_S, databaseBusy, isDatabaseUnavailable } from './database-unavailable';
import { failureBody } from './envelope';

function toApiError(error: FastifyError & { code?: string }, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  const code = error.code ?? '';
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new ApiError(415, 415, messages.unsupportedMediaType);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(413, 413, messages.uploadFileTooLarge);
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return new ApiError(413, 413, messages.bodyTooLarge);
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error instanceof SyntaxError && error.statusCode === 400)) return invalid(messages.invalidJson);
  if (/^22[0-9A-Z]{3}$/.test(code) && (error as { severity?: unknown }).severity !== undefined) return invalid(messages.badRequest); // PostgreSQL data exception (class 22: a bound client value the column cannot take, e.g. date 2025-02-30): 400, not 500
  if (code.startsWith('FST_ERR_CTP') || code.startsWith('FST_INVALID_MULTIPART') || code === 'FST_PROTO_VIOLATION' || code === 'FST_FIELDS_LIMIT')
    return invalid(messages.badRequest);
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) return new ApiError(error.statusCode, error.statusCode, messages.badRequest);
  if (isDatabaseUnavailable(error)) return databaseBusy();
  const keyTaken = businessKeyViolation(error);
  if (keyTaken) return keyTaken;
  // A malformed multipart body (busboy's "Malformed part header", "Unexpected end of form": no code): 400.
  if (failedReadingMultipart(request)) return invalid(messages.badRequest);
  return new ApiError(500, 500, messages.serverError);
}

/**
 * Fastify's own refusals before routing (a URL that does not decode, a parameter over maxParamLength):
 * the status Fastify chose (400/414) with the Chinese envelope, not Fastify's English body echoing the path.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send(failureBody(undefined, new ApiError(status, status, messages.badRequest)));
}

/** Every refusal becomes a Chinese JSON body in the call's envelope; stack traces only reach the log. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error, request);
    if (apiError.httpStatus === 503) request.log.warn({ code: error.code, msg: error.message }, 'database unavailable');
    else if (apiError.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
    else if (!(error instanceof ApiError)) request.log.info({ code: error.code, msg: error.message }, 'request refused');
    const envelope = request.routeOptions?.config?.envelope;
    if (apiError.httpStatus === 503) void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_S));
    return reply.status(apiError.httpStatus).type('application/json; charset=utf-8').send(failureBody(envelope, apiError));
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiUrl(request.url) || request.method !== 'GET') {
      return reply.status(404).type('application/json; charset=utf-8').send(failureBody(undefined, notFound(messages.notFound)));
    }
    // Non-API GETs are answered by the web app's history fallback (web/serve-web.ts) when it is mounted.
    return reply.status(404).type('text/plain; charset=utf-8').send(messages.notFound);
  });
}
