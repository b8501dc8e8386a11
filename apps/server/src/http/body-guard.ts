import { XLSX_MEDIA_TYPE } from '@worksite/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../shared/messages';
import { ApiError } from './api-error';

/**
 * Largest file body (the .xlsx of an Excel import) a `file` call reads: SPEC §5's 10 MB file limit
 * (docs/decisions/0317). Any other body type on those calls keeps the server's BODY_LIMIT.
 */
export const FILE_BODY_LIMIT = 10 * 1024 * 1024;

/** Requests whose body reading began (preParsing) and those where it ended (preValidation after multipart's). */
const bodyStarted = new WeakSet<FastifyRequest>();
const bodyRead = new WeakSet<FastifyRequest>();

const isMultipartType = (req: FastifyRequest): boolean => /^\s*multipart\//i.test(String(req.headers['content-type'] ?? ''));
const isFileType = (req: FastifyRequest): boolean => String(req.headers['content-type'] ?? '').toLowerCase().startsWith(XLSX_MEDIA_TYPE);

/**
 * Request bodies are read only where they belong (docs/decisions/0284): a multipart body sent to a call that
 * does not take one (every call but the upload, per the contract's `encoding`) is refused with 415 before a
 * byte of it is read. Hooks run in registration order, so the preValidation hook added here runs after
 * multipart's own (which reads the parts): a request that fails before it never finished its body.
 */
export function installBodyGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => {
    if (isMultipartType(req) && !req.is404 && req.routeOptions.config?.multipart !== true) {
      done(new ApiError(415, 415, messages.unsupportedMediaType));
      return;
    }
    // Likewise a file body (.xlsx) is read only by the calls that take one (`file` encoding: the Excel imports).
    if (isFileType(req) && !req.is404 && req.routeOptions.config?.fileBody !== true) {
      done(new ApiError(415, 415, messages.unsupportedMediaType));
      return;
    }
    done();
  });
  app.addHook('preParsing', (req, _reply, payload, done) => {
    bodyStarted.add(req);
    done(null, payload);
  });
  app.addHook('preValidation', (req, _reply, done) => {
    bodyRead.add(req);
    done();
  });
}

/** True when an error arose while a multipart body was being read (busboy's parse errors carry no code). */
export function failedReadingMultipart(req: FastifyRequest): boolean {
  return isMultipartType(req) && bodyStarted.has(req) && !bodyRead.has(req);
}
