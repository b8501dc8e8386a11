import type { FastifyInstance } from 'fastify';

/** GET /health (also under the API prefixes): 200 when the database answers, 503 otherwise. */
export function mountHealth(app: FastifyInstance): void {
  for (const url of ['/health', '/prod-apiplus/health', '/prod-api/health']) {
    app.get(url, async (req, reply) => {
      try {
        await app.worksite.db.one('SELECT 1');
        return { status: 'ok', database: 'ok' };
      } catch (err) {
        req.log.error({ err }, 'health check failed');
        return reply.status(503).send({ status: 'error', database: 'unavailable' });
      }
    });
  }
}
