/**
 * Retention of sign-in attempts and audit entries (issue 12, docs/decisions/0279): at start and then
 * periodically, rows older than LOGIN_ATTEMPT_RETENTION_DAYS / AUDIT_LOG_RETENTION_DAYS (by the database
 * clock — the fixed test clock here) are deleted, and the deletion is written to the audit log as one entry.
 */
import { runLogRetention } from '../src/audit/log-retention';
import type { Queryable } from '../src/db/database';
import { TEST_NOW, useTestServer } from '../testing';

/** Sign-in attempts of `name`, `daysAgo` days (and `minutes` more) before the database clock. */
const attempt = (q: Queryable, name: string, daysAgo: number, minutes = 0) =>
  q.exec(`INSERT INTO login_attempts (user_name, ip, success, at) VALUES ($1, '10.0.0.9', false, now() - make_interval(days => $2, mins => $3))`, [name, daysAgo, minutes]);
const auditEntry = (q: Queryable, recordId: string, daysAgo: number, minutes = 0) =>
  q.exec(`INSERT INTO audit_log (action, table_name, record_id, at) VALUES ('update', 'retention_probe', $1, now() - make_interval(days => $2, mins => $3))`, [recordId, daysAgo, minutes]);

const names = async () => (await server.db.many<{ user_name: string }>(`SELECT user_name FROM login_attempts WHERE ip = '10.0.0.9' ORDER BY id`)).map((r) => r.user_name);
const probes = async () => (await server.db.many<{ record_id: string }>(`SELECT record_id FROM audit_log WHERE table_name = 'retention_probe' ORDER BY id`)).map((r) => r.record_id);
const retentionEntries = () =>
  server.db.many<{ user_id: number | null; table_name: string; after: unknown; at: Date }>(
    `SELECT user_id, table_name, after, at FROM audit_log WHERE action = 'retention' ORDER BY id`,
  );

const server = useTestServer({
  config: { loginAttemptRetentionDays: 30, auditLogRetentionDays: 180 },
  mount: async (app) => {
    // Written before the server listens: the run at start must remove the old ones.
    const db = app.worksite.db;
    await attempt(db, 'old-1', 31);
    await attempt(db, 'old-2', 30, 1);
    await attempt(db, 'old-3', 400);
    await attempt(db, 'kept-1', 29, 59 * 24);
    await auditEntry(db, 'old-a', 181);
    await auditEntry(db, 'old-b', 180, 5);
    await auditEntry(db, 'kept-a', 179);
  },
});

describe('log retention', () => {
  it('runs when the server starts: older rows deleted, one audit entry with the counts', async () => {
    // Background work: it starts once the server listens, so wait for its entry (10 s at most).
    for (let waited = 0; (await retentionEntries()).length === 0; waited += 100) {
      if (waited > 10_000) throw new Error('no retention run after the start');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await names()).toEqual(['kept-1']);
    expect(await probes()).toEqual(['kept-a']);
    const entries = await retentionEntries();
    expect(entries.map(({ user_id, table_name, after }) => ({ user_id, table_name, after }))).toEqual([
      {
        user_id: null,
        table_name: 'audit_log',
        after: { loginAttempts: { removed: 3, retentionDays: 30 }, auditLog: { removed: 2, retentionDays: 180 } },
      },
    ]);
    // Written at the database clock (the test clock started at TEST_NOW when the server started).
    expect(Math.abs(entries[0]!.at.getTime() - TEST_NOW)).toBeLessThan(5 * 60_000);
  });

  it('the periodic run removes what has aged since; a run with nothing to remove writes no entry', async () => {
    await attempt(server.db, 'old-4', 45);
    await auditEntry(server.db, 'old-c', 200);
    await auditEntry(server.db, 'old-d', 365);
    expect(await runLogRetention(server.db, server.config)).toEqual({ loginAttempts: 1, auditLog: 2, skipped: false });
    expect(await names()).toEqual(['kept-1']);
    expect(await probes()).toEqual(['kept-a']);
    expect((await retentionEntries()).map((e) => e.after)).toEqual([
      { loginAttempts: { removed: 3, retentionDays: 30 }, auditLog: { removed: 2, retentionDays: 180 } },
      { loginAttempts: { removed: 1, retentionDays: 30 }, auditLog: { removed: 2, retentionDays: 180 } },
    ]);

    expect(await runLogRetention(server.db, server.config)).toEqual({ loginAttempts: 0, auditLog: 0, skipped: false });
    expect(await retentionEntries()).toHaveLength(2);
  });

  it('a retention of 0 days keeps everything', async () => {
    await attempt(server.db, 'ancient', 3000);
    await auditEntry(server.db, 'ancient', 3000);
    expect(await runLogRetention(server.db, { loginAttemptRetentionDays: 0, auditLogRetentionDays: 0 })).toEqual({ loginAttempts: 0, auditLog: 0, skipped: false });
    // And the configured retention would have removed them.
    expect(await runLogRetention(server.db, server.config)).toEqual({ loginAttempts: 1, auditLog: 1, skipped: false });
    expect(await names()).toEqual(['kept-1']);
    expect(await probes()).toEqual(['kept-a']);
    expect(await retentionEntries()).toHaveLength(3);
  });
});
