import type { Db } from '../db/database';
import { writeAudit } from './audit-log';

/** How long the security logs are kept (config: LOGIN_ATTEMPT_RETENTION_DAYS, AUDIT_LOG_RETENTION_DAYS). */
export interface LogRetentionPolicy {
  /** Days of sign-in attempts kept; 0 keeps them all. */
  readonly loginAttemptRetentionDays: number;
  /** Days of audit-log entries kept; 0 keeps them all. */
  readonly auditLogRetentionDays: number;
}

/** Rows removed by one run; `skipped` when another process was running it at the same moment. */
export interface LogRetentionResult {
  readonly loginAttempts: number;
  readonly auditLog: number;
  readonly skipped: boolean;
}

/** Transaction-level advisory lock key: one retention run at a time across the server processes. */
const LOCK_KEY = 'worksite.log_retention';

/**
 * Deletes sign-in attempts and audit-log entries older than their retention (docs/decisions/0279), cut off by
 * the database clock, and records the deletion itself as one audit entry (action `retention`, table
 * `audit_log`, the counts and retentions in `after`), all in one transaction: the entry exists exactly when
 * rows were removed. Nothing removed → no entry. A second process running at the same moment skips.
 */
export async function runLogRetention(db: Db, policy: LogRetentionPolicy): Promise<LogRetentionResult> {
  return db.tx(async (q) => {
    const lock = await q.one<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS ok', [LOCK_KEY]);
    if (!lock?.ok) return { loginAttempts: 0, auditLog: 0, skipped: true };
    const purge = (table: 'login_attempts' | 'audit_log', days: number) =>
      days > 0 ? q.exec(`DELETE FROM ${table} WHERE at < now() - make_interval(days => $1)`, [days]) : Promise.resolve(0);
    const loginAttempts = await purge('login_attempts', policy.loginAttemptRetentionDays);
    const auditLog = await purge('audit_log', policy.auditLogRetentionDays);
    if (loginAttempts + auditLog > 0) {
      await writeAudit(
        q,
        { userId: null, companyId: null, ip: '' },
        {
          action: 'retention',
          table: 'audit_log',
          after: {
            loginAttempts: { removed: loginAttempts, retentionDays: policy.loginAttemptRetentionDays },
            auditLog: { removed: auditLog, retentionDays: policy.auditLogRetentionDays },
          },
        },
      );
    }
    return { loginAttempts, auditLog, skipped: false };
  });
}
