import type { FastifyInstance } from 'fastify';

/** Longest /health waits for the database's `SELECT 1` (the whole answer stays under 2 s). */
const DATABASE_WAIT_MS = 1_500;

/** One part /health reports besides the database (embedded PostgreSQL, MQTT, LISTEN connection, simulator). */
export interface HealthProbe {
  /** Key in the /health JSON, e.g. `mqtt`. */
  readonly name: string;
  /** Current state word, e.g. 'connected' / 'disconnected'. */
  state(): string;
  /** Whether `state` is a healthy one. */
  ok(state: string): boolean;
  /** Down → 503 (the server cannot serve); otherwise down → 'degraded' with 200. */
  readonly critical?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Parts registered by areas and the start code; /health reports each. */
    healthProbes: HealthProbe[];
  }
}

/**
 * GET /health (also under the API prefixes), answered within 2 s whatever the database does (docs/decisions/0272):
 * `{ status: 'ok' | 'degraded' | 'error', database: 'ok' | 'timeout' | 'unavailable', <probe>: <state>…, down?: [...] }`;
 * 503 when the database or a critical part is down, 200 otherwise.
 */
export function mountHealth(app: FastifyInstance): void {
  app.decorate('healthProbes', [] as HealthProbe[]);
  for (const url of ['/health', '/prod-apiplus/health', '/prod-api/health']) {
    app.get(url, async (req, reply) => {
      const database = await app.worksite.db.ping(DATABASE_WAIT_MS);
      const body: Record<string, unknown> = { status: 'ok', database };
      const down: string[] = database === 'ok' ? [] : ['database'];
      let critical = database !== 'ok';
      for (const probe of app.healthProbes) {
        const state = probe.state();
        body[probe.name] = state;
        if (probe.ok(state)) continue;
        down.push(probe.name);
        if (probe.critical) critical = true;
      }
      if (!down.length) return body;
      body.status = critical ? 'error' : 'degraded';
      body.down = down;
      if (critical) req.log.warn({ health: body }, 'health check failed');
      return reply.status(critical ? 503 : 200).send(body);
    });
  }
}
