import type { FastifyInstance } from 'fastify';
import { pruneExpiredTickets } from '../auth/one-use-tickets';
import { pruneExpiredSessions } from '../auth/session-store';
import { runLogRetention } from './log-retention';

/** How often the retention runs after the run at start. */
const EVERY_MS = 60 * 60 * 1000;

/**
 * Log retention (docs/decisions/0279) and the pruning of expired sessions (0504) as a background job of the server: once when it starts listening, then
 * hourly; stopped when the server closes. A failure is logged and retried at the next run.
 */
export function installLogRetentionJob(app: FastifyInstance): void {
  const { config, db } = app.worksite;
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    runLogRetention(db, config)
      .then((r) => (r.loginAttempts || r.auditLog) && app.log.info(r, 'old sign-in attempts and audit entries removed'))
      // Expired sessions go on the same schedule (docs/decisions/0504).
      .then(() => pruneExpiredSessions(db))
      .then((sessions) => sessions > 0 && app.log.info({ sessions }, 'expired sessions removed'))
      // So do one-use tickets issued and never used (docs/decisions/0506).
      .then(() => pruneExpiredTickets(db))
      .catch((err) => app.log.error({ err }, 'log retention failed'));
  app.addHook('onListen', async () => {
    await run();
    timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
