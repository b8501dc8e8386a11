import type { FastifyInstance } from 'fastify';
import { installServerJob } from '../../shared/server-job';
import { escalateOverdueHazards } from './escalate-hazards';

/** How often the job looks for steps due: a step is sent at most this late (docs/decisions/0701). */
export const ESCALATION_EVERY_MS = 5 * 60 * 1000;

/**
 * The hazard escalation as a job of the server (docs/decisions/0701): once when it starts listening (steps missed
 * while it was down are caught up; idempotent, so a restart sends nothing twice), then every five minutes; stopped
 * when the server closes. A failure is logged and retried at the next run.
 */
export function installHazardEscalationJob(app: FastifyInstance): void {
  installServerJob(app, {
    work: escalateOverdueHazards,
    nextDelay: () => ESCALATION_EVERY_MS,
    done: 'hazard escalation steps sent',
    failed: 'hazard escalation failed',
  });
}
