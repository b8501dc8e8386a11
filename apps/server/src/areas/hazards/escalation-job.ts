import type { FastifyInstance } from 'fastify';
import { escalateOverdueHazards } from './escalate-hazards';

/** How often the job looks for steps due: a step is sent at most this late (docs/decisions/0701). */
export const ESCALATION_EVERY_MS = 5 * 60 * 1000;

/**
 * The hazard escalation as a job of the server (docs/decisions/0701): once when it starts listening (steps missed
 * while it was down are caught up; idempotent, so a restart sends nothing twice), then every five minutes; stopped
 * when the server closes. A failure is logged and retried at the next run.
 */
export function installHazardEscalationJob(app: FastifyInstance): void {
  const { db } = app.worksite;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const run = () =>
    db.tx((q) => escalateOverdueHazards(q))
      .then((n) => n > 0 && app.log.info({ steps: n }, 'hazard escalation steps sent'))
      .catch((err) => app.log.error({ err }, 'hazard escalation failed'));
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => void run().then(schedule), ESCALATION_EVERY_MS);
    timer.unref();
  };
  app.addHook('onListen', async () => {
    await run();
    schedule();
  });
  app.addHook('onClose', async () => {
    closed = true;
    if (timer) clearTimeout(timer);
  });
}
