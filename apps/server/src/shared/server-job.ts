import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';

/**
 * A periodic job of the server (certificate expiry notices 0653, hazard escalation 0701): `work` runs in one
 * transaction once when the server starts listening (what was missed while it was down is caught up; the jobs are
 * idempotent), then again after `nextDelay(now)` ms each time; stopped when the server closes. A failure is logged
 * and retried at the next run; a run that did something logs `done` with its count.
 */
export function installServerJob(
  app: FastifyInstance,
  job: { readonly work: (q: Queryable) => Promise<number>; readonly nextDelay: (now: number) => number; readonly done: string; readonly failed: string },
): void {
  const { db } = app.worksite;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const run = () =>
    db.tx((q) => job.work(q))
      .then((n) => n > 0 && app.log.info({ count: n }, job.done))
      .catch((err) => app.log.error({ err }, job.failed));
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => void run().then(schedule), job.nextDelay(Date.now()));
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
