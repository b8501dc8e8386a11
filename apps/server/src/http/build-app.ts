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
    disableRequestLogging: process.env.LOG_REQUESTS === '0',
    return503OnClosing: true,
    requestTimeout: 60_000,
  });
  app.decorate('worksite', services);
  installErrorHandlers(app);
  await app.register(formbody, { bodyLimit: services.config.bodyLimit });
  await app.register(multipart, {
    limits: { fileSize: services.config.uploadLimit, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
    throwFileSizeLimit: true,
  });
  // A POST without a body type (or text/plain, as some clients send) is read as empty params, never rejected.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: services.config.bodyLimit }, (_req, body, done) => done(null, {}));
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    return payload;
  });
  return app;
}
