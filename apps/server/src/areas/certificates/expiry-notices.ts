import { certificateKindLabel } from '@worksite/lookups';
import type { Queryable } from '../../db/database';
import { dateColumnText } from '../../record-types/record-dates';
import { messages } from '../../shared/messages';
import { siteTodaySql } from '../../shared/site-time';

/** A certificate whose notice was just recorded as due. */
interface DueNotice {
  readonly certificate_id: number;
  readonly days: number;
  readonly company_id: number;
  readonly project_id: number;
  readonly project_name: string;
  readonly worker_name: string;
  readonly certificate_kind: number;
  readonly cert_number: string;
  readonly valid_to: unknown;
}

/**
 * The managers of project `projectId` told of its certificates (docs/decisions/0653): its active project users
 * holding 证书管理 with 编辑; where it has none, the active enterprise users holding it in the project's company or
 * a company above.
 */
async function projectManagers(q: Queryable, projectId: number): Promise<number[]> {
  const granted = `SELECT 1 FROM user_roles ur
       JOIN roles r ON r.id = ur.role_id AND r.if_del = 0
       JOIN role_menus rm ON rm.role_id = ur.role_id AND 'edit' = ANY(rm.buttons)
       JOIN menus m ON m.id = rm.menu_id AND m.page_permission = 'certificate'
      WHERE ur.user_id = u.id`;
  const project = await q.many<{ id: number }>(
    `SELECT u.id FROM users u
      WHERE u.status = 1 AND u.if_del = 0 AND u.user_auth_type = 2
        AND (u.auth_project_id = $1 OR EXISTS (SELECT 1 FROM project_users pu WHERE pu.user_id = u.id AND pu.project_id = $1))
        AND EXISTS (${granted})
      ORDER BY u.id`,
    [projectId],
  );
  if (project.length > 0) return project.map((r) => r.id);
  const company = await q.many<{ id: number }>(
    `WITH RECURSIVE up AS (
       SELECT c.id, c.parent_id, 1 AS depth FROM companies c JOIN projects p ON p.company_id = c.id WHERE p.id = $1
       UNION ALL SELECT c.id, c.parent_id, up.depth + 1 FROM companies c JOIN up ON c.id = up.parent_id WHERE up.depth < 10)
     SELECT u.id FROM users u
      WHERE u.status = 1 AND u.if_del = 0 AND u.user_auth_type = 0
        AND EXISTS (${granted} AND ur.company_id IN (SELECT id FROM up))
      ORDER BY u.id`,
    [projectId],
  );
  return company.map((r) => r.id);
}

/**
 * The daily certificate expiry notices (issue 21, Deliver 5; docs/decisions/0653), by the site's day: each live
 * certificate of a worker on site expiring within 30 days gets the notice of its threshold — 30 days ahead (8–30
 * days left), 7 days ahead (1–7) or on the day (0) — unless that threshold or a nearer one was sent for the same
 * 有效期至. `certificate_expiry_notices` records what was sent (its key refuses a second row), so a second run the
 * same day, or a second server process, sends nothing more; a day the job missed is caught up by the next run.
 * Answers the number of notices written (one per certificate and manager).
 */
export async function sendCertificateExpiryNotices(q: Queryable): Promise<number> {
  const due = await q.many<DueNotice>(
    `WITH due AS (
       SELECT c.id, c.valid_to, (c.valid_to - ${siteTodaySql})::int AS days,
              CASE WHEN c.valid_to = ${siteTodaySql} THEN 0 WHEN c.valid_to - ${siteTodaySql} <= 7 THEN 7 ELSE 30 END AS threshold
         FROM worker_certificates c JOIN workers w ON w.id = c.worker_id AND w.if_del = 0 AND w.roster_status = 1
        WHERE c.if_del = 0 AND c.valid_to BETWEEN ${siteTodaySql} AND ${siteTodaySql} + 30),
     sent AS (
       INSERT INTO certificate_expiry_notices (certificate_id, days_ahead, valid_to)
       SELECT d.id, d.threshold, d.valid_to FROM due d
        WHERE NOT EXISTS (SELECT 1 FROM certificate_expiry_notices n
                           WHERE n.certificate_id = d.id AND n.valid_to = d.valid_to AND n.days_ahead <= d.threshold)
        ORDER BY d.id
       ON CONFLICT DO NOTHING
       RETURNING certificate_id)
     SELECT s.certificate_id, d.days, c.company_id, c.project_id, p.project_name, w.worker_name, c.certificate_kind, c.cert_number, c.valid_to
       FROM sent s JOIN due d ON d.id = s.certificate_id
       JOIN worker_certificates c ON c.id = s.certificate_id
       JOIN workers w ON w.id = c.worker_id
       JOIN projects p ON p.id = c.project_id
      ORDER BY s.certificate_id`,
  );
  let written = 0;
  const managers = new Map<number, number[]>();
  for (const d of due) {
    if (!managers.has(d.project_id)) managers.set(d.project_id, await projectManagers(q, d.project_id));
    const users = managers.get(d.project_id)!;
    if (users.length === 0) continue;
    const content = messages.certificateNotice.content(d.project_name, d.worker_name, certificateKindLabel(d.certificate_kind), d.cert_number, String(dateColumnText(d.valid_to)), d.days);
    written += await q.exec(
      `INSERT INTO notices (company_id, target_user_id, title, content, notice_type)
       SELECT $1, u, $2, $3, 1 FROM unnest($4::int[]) AS u`,
      [d.company_id, messages.certificateNotice.title, content, users],
    );
  }
  return written;
}
