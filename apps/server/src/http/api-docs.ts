import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import serverPackage from '../../package.json';
import { openApiDocument } from './openapi-document';

/** Where the OpenAPI document is served (public: it names the calls and their token schemes, no data). */
export const OPENAPI_PATH = '/prod-apiplus/openapi.json';

/**
 * The API reference (docs/decisions/0305): `GET /prod-apiplus/openapi.json`, the OpenAPI 3 document of the
 * mounted catalogue endpoints (@fastify/swagger, static mode), and a browsable Swagger UI at `/api-docs`
 * (@fastify/swagger-ui; its scripts and styles are files of its own origin, so the CSP stays as it is).
 * Call after every route is mounted: the document lists what the server serves at that moment.
 */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  const document = openApiDocument(app, serverPackage.version);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api-docs', uiConfig: { docExpansion: 'none', deepLinking: true } });
  app.get(OPENAPI_PATH, async () => app.swagger());
}
