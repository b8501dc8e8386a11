import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Resolves true once no request is in flight, false when `limitMs` passed first. */
export type DrainRequests = (limitMs: number) => Promise<boolean>;

/**
 * Counts the requests whose answer has not ended (docs/decisions/0503), so a stop waits for them before the pool
 * closes: a handler still writing commits and its client gets the answer, instead of the connection being cut
 * while the handler goes on. An answer ends when its response closes — sent, or its client gone; push streams end
 * in the push hub's preClose.
 */
export function trackInFlight(app: FastifyInstance): DrainRequests {
  const open = new Set<ServerResponse>();
  let emptied: (() => void) | undefined;
  app.addHook('onRequest', (_req, reply, done) => {
    const res = reply.raw;
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      if (open.size === 0) emptied?.();
    });
    done();
  });
  return (limitMs) =>
    new Promise((resolve) => {
      if (open.size === 0) return resolve(true);
      const late = setTimeout(() => resolve(false), limitMs);
      emptied = () => {
        clearTimeout(late);
        resolve(true);
      };
    });
}
