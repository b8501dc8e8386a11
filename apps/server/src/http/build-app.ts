import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { XLSX_MEDIA_TYPE } from '@worksite/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { FILE_BODY_LIMIT, installBodyGuard } from './body-guard';
import { guardConnections, keepAliveTimeoutMs } from './connection-guard';
import { frameworkError, installErrorHandlers } from './error-handler';
import { trackInFlight } from './in-flight';
import { withRedaction } from './log-redaction';
import { readFilePart } from './multipart-file';
import { installSecurityHeaders } from './security-headers';
import { installRateLimit } from './sign-in-rate-limit';
import type { ServerServices } from './server-services';

/**
 * The Fastify instance with the conventions of SPEC §7–§8: form-encoded, JSON and multipart bodies,
 * case-insensitive paths (SPEC shows /api/tyScreen and /api/TyScreen), body limits, Chinese JSON errors;
 * hardened (docs/decisions/0280–0286): security headers, secrets out of the logs, per-address connection cap,
 * multipart only where the contract declares it.
 */
export async function buildApp(services: ServerServices, logger: FastifyServerOptions['logger']): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: withRedaction(logger),
    bodyLimit: config.bodyLimit,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    // X-Forwarded-For is believed only from the configured proxies (docs/decisions/0283), never from anyone.
    trustProxy: config.trustedProxies.length ? [...config.trustedProxies] : false,
    return503OnClosing: true,
    requestTimeout: 60_000,
    keepAliveTimeout: keepAliveTimeoutMs,
    // Backstop for a socket that goes silent mid-request (SSE streams turn it off for themselves).
    connectionTimeout: 120_000,
    frameworkErrors: frameworkError,
  });
  guardConnections(app.server, { maxPerAddress: config.maxConnectionsPerIp, trustedProxies: config.trustedProxies });
  app.decorate('worksite', services);
  // First hook of all: every request counts until its answer ends (what a stop waits for).
  app.decorate('drainRequests', trackInFlight(app));
  installErrorHandlers(app);
  await installSecurityHeaders(app, config);
  await installRateLimit(app);
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  // Multipart fields become ordinary params (token, fromplat, wid, upload_type, file_name); the one file is
  // buffered up to the call's limit for the fields before it (≤ UPLOAD_LIMIT, multipart-file.ts) and checked by
  // content in the upload call, never written under its own name.
  await app.register(multipart, {
    limits: { fileSize: config.uploadLimit, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
    throwFileSizeLimit: true,
    attachFieldsToBody: 'keyValues',
    async onFile(part) {
      (part as unknown as { value: unknown }).value = await readFilePart(this, part, () => new app.multipartErrors.RequestFileTooLargeError());
    },
  });
  // After multipart: its preValidation hook (which reads the parts) must run before the guard's.
  installBodyGuard(app);
  // A POST without a body type (or text/plain, as some clients send) is read as empty params, never rejected.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: config.bodyLimit }, (_req, body, done) => done(null, {}));
  // The bytes of an .xlsx import, as a Buffer (only the `file` calls take it: body-guard.ts; their own limit: 0317).
  app.addContentTypeParser(XLSX_MEDIA_TYPE, { parseAs: 'buffer', bodyLimit: FILE_BODY_LIMIT }, (_req, body, done) => done(null, body));
  return app;
}
