import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { installErrorHandlers } from './error-handler';
import type { ServerServices } from './server-services';

/**
 * The Fastify instance with the conventions of SPEC §7–§8: form-encoded, JSON and multipart bodies,
 * case-insensitive paths (SPEC shows /api/tyScreen and /api/TyScreen), body limits, Chinese JSON errors.
 */
export async function buildApp(services: ServerServices, logger: FastifyServerOptions['logger']): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: services.config.bodyLimit,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    trustProxy: process.env.TRUST_PROXY === '1',
    return503OnClosing: true,
    requestTimeout: 60_000,
  });
  app.decorate('worksite', services);
  installErrorHandlers(app);
  await app.register(formbody, { bodyLimit: services.config.bodyLimit });
  // Multipart fields become ordinary params (token, fromplat, wid, upload_type, file_name); the one file is
  // buffered (≤ UPLOAD_LIMIT) and checked by content in the upload call, never written under its own name.
  await app.register(multipart, {
    limits: { fileSize: services.config.uploadLimit, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
    throwFileSizeLimit: true,
    attachFieldsToBody: 'keyValues',
    async onFile(part) {
      const data = await part.toBuffer();
      (part as unknown as { value: unknown }).value = { kind: 'file', filename: part.filename, mimetype: part.mimetype, data };
    },
  });
  // A POST without a body type (or text/plain, as some clients send) is read as empty params, never rejected.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: services.config.bodyLimit }, (_req, body, done) => done(null, {}));
  // Set before the handler runs (a synchronous hook: no promise per request); error replies keep it too.
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    done();
  });
  return app;
}
