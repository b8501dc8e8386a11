import type { FastifyInstance } from 'fastify';
import { installServerJob } from '../../shared/server-job';
import { SITE_UTC_OFFSET } from '../../shared/site-time';
import { sendCertificateExpiryNotices } from './expiry-notices';

const DAY_MS = 24 * 60 * 60 * 1000;
const SITE_OFFSET_MS = Number(SITE_UTC_OFFSET.slice(0, 3)) * 60 * 60 * 1000;
/** A few seconds past midnight, so the database's site day has turned too. */
const PAST_MIDNIGHT_MS = 5_000;

/** Milliseconds from `now` until just after the next site midnight (Asia/Shanghai). */
export function msUntilSiteMidnight(now: number): number {
  const siteNow = now + SITE_OFFSET_MS;
  return Math.floor(siteNow / DAY_MS) * DAY_MS + DAY_MS - siteNow + PAST_MIDNIGHT_MS;
}

/**
 * The certificate expiry notices as a job of the server (docs/decisions/0653): once when it starts listening (a
 * day missed while it was down is caught up; idempotent, so a restart sends nothing twice), then just after every
 * site midnight; stopped when the server closes. A failure is logged and retried at the next run.
 */
export function installCertificateExpiryJob(app: FastifyInstance): void {
  installServerJob(app, {
    work: sendCertificateExpiryNotices,
    nextDelay: msUntilSiteMidnight,
    done: 'certificate expiry notices sent',
    failed: 'certificate expiry notices failed',
  });
}
