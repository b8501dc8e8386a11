import type { Queryable } from '../db/database';

/** One change worth remembering: who did what to which record, with the row before and after. */
export interface AuditEntry {
  readonly action: string;
  readonly table: string;
  readonly recordId?: string | number;
  readonly before?: unknown;
  readonly after?: unknown;
}

/** Who the entry is written for. */
export interface AuditActor {
  readonly userId: number | null;
  readonly companyId: number | null;
  readonly ip: string;
}

/** Writes an audit entry (inside the caller's transaction when `q` is one). */
export async function writeAudit(q: Queryable, actor: AuditActor, e: AuditEntry): Promise<void> {
  await q.exec(
    `INSERT INTO audit_log (user_id, company_id, action, table_name, record_id, before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      actor.userId,
      actor.companyId,
      e.action,
      e.table,
      e.recordId === undefined ? '' : String(e.recordId),
      e.before === undefined ? null : JSON.stringify(e.before),
      e.after === undefined ? null : JSON.stringify(e.after),
      actor.ip,
    ],
  );
}
