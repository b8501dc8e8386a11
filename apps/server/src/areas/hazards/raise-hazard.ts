import type { Queryable } from '../../db/database';
import { recordMessages, siteDay } from '@worksite/contract';
import { invalid } from '../../http/api-error';
import type { EndpointContext } from '../../http/mount-endpoint';
import { hazardMessages } from '../../shared/hazard-messages';
import { projectInScope } from '../../scopes/project-scope';
import { SITE_UTC_OFFSET } from '../../shared/site-time';
import { noticeHazardReported } from './hazard-notices';

const DEADLINE_LABEL = '整改期限';

/** What a hazard is raised with: by a check's failed item (CHECK) or written by the seed. */
export interface RaiseHazardInput {
  readonly projectId: number;
  readonly hazardType: number;
  readonly hazardLevel: number;
  readonly title: string;
  readonly description?: string;
  readonly location?: string;
  readonly photos?: string;
  readonly responsibleWorkerId?: number | null;
  readonly responsibleUserId?: number | null;
  readonly deadline: Date | string;
  readonly sourceKind: 'safetyCheck' | 'qualityCheck';
  readonly sourceId: number;
  readonly reportedBy?: number | null;
}

/** The project and people a hazard names, checked: the worker on the project's roster, the user one of its users. */
export async function checkHazardPeople(
  q: Queryable,
  projectId: number,
  workerId: number | null | undefined,
  userId: number | null | undefined,
): Promise<void> {
  if (workerId != null) {
    const w = await q.one('SELECT 1 FROM workers WHERE id = $1 AND project_id = $2 AND if_del = 0 AND roster_status = 1', [workerId, projectId]);
    if (!w) throw invalid(hazardMessages.hazardWorkerNotInProject);
  }
  if (userId != null) {
    const u = await q.one(
      `SELECT 1 FROM users u WHERE u.id = $1 AND u.if_del = 0 AND u.status = 1 AND u.user_auth_type = 2
          AND (u.auth_project_id = $2 OR EXISTS (SELECT 1 FROM project_users pu WHERE pu.user_id = u.id AND pu.project_id = $2))`,
      [userId, projectId],
    );
    if (!u) throw invalid(hazardMessages.hazardUserNotInProject);
  }
  if (workerId == null && userId == null) throw invalid(hazardMessages.hazardResponsibleRequired);
}

/**
 * A deadline as an instant: text without a zone is site time (as the form's, docs/decisions/0390); a bare date
 * means the end of that site day.
 */
export function deadlineInstant(deadline: Date | string): Date {
  if (deadline instanceof Date) return deadline;
  const t = deadline.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) return new Date(`${t}T23:59:59${SITE_UTC_OFFSET}`);
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(t)) return new Date(`${t.replace(' ', 'T')}${SITE_UTC_OFFSET}`);
  return new Date(t);
}

/**
 * A deadline as an instant, by the declared rule of 整改期限 (window notBeforeToday, by the site day): one before
 * today is refused naming the field, `整改期限不能早于今天`.
 */
export function futureDeadline(deadline: Date | string, now = Date.now()): Date {
  const at = deadlineInstant(deadline);
  if (Number.isNaN(at.getTime())) throw invalid(recordMessages.formatInvalid(DEADLINE_LABEL));
  if (siteDay(at.getTime()) < siteDay(now)) throw invalid(recordMessages.beforeToday(DEADLINE_LABEL));
  return at;
}

/**
 * Inserts a hazard with its project's company and district (待整改, round 0, not escalated). `checked`: the people
 * and the deadline are checked first (every caller but the seed, which writes overdue hazards on purpose).
 */
export async function insertHazard(
  q: Queryable,
  input: Omit<RaiseHazardInput, 'sourceKind' | 'sourceId'> & { sourceKind: 'manual' | 'safetyCheck' | 'qualityCheck'; sourceId: number | null; lng?: number | null; lat?: number | null; createTime?: Date },
  checked = true,
): Promise<number> {
  const project = await q.one<{ company_id: number; district_code: string }>(
    'SELECT company_id, district_code FROM projects WHERE id = $1 AND if_del = 0',
    [input.projectId],
  );
  if (!project) throw invalid(hazardMessages.hazardProjectNotFound);
  const deadline = checked ? futureDeadline(input.deadline) : deadlineInstant(input.deadline);
  if (checked) await checkHazardPeople(q, input.projectId, input.responsibleWorkerId, input.responsibleUserId);
  const row = await q.one<{ id: number }>(
    `INSERT INTO hazards (company_id, project_id, district_code, hazard_type, hazard_level, title, description, location, lng, lat,
                          photos, responsible_worker_id, responsible_user_id, deadline, source_kind, source_id, reported_by, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, coalesce($18, now())) RETURNING id`,
    [
      project.company_id, input.projectId, project.district_code, input.hazardType, input.hazardLevel, input.title.trim(),
      input.description ?? '', input.location ?? '', input.lng ?? null, input.lat ?? null, input.photos ?? '',
      input.responsibleWorkerId ?? null, input.responsibleUserId ?? null, deadline, input.sourceKind, input.sourceId,
      input.reportedBy ?? null, input.createTime ?? null,
    ],
  );
  return row!.id;
}

/**
 * A hazard raised by a failed check item (issue 22, Deliver 2; the interface of docs/decisions/0704): inserted and
 * noticed exactly as a report on 隐患排查 — 隐患整改通知 to the responsible person, a 重大隐患 reported to the
 * supervising authority — in the caller's transaction `q`. With `ctx`, the project must be in the caller's scope
 * (402 otherwise) and the report is audited as the caller's. Answers the hazard's id.
 */
export async function raiseHazard(
  q: Queryable,
  ctx: EndpointContext | undefined,
  input: RaiseHazardInput,
): Promise<number> {
  if (ctx) await projectInScope(q, ctx, input.projectId);
  const id = await insertHazard(q, { ...input, reportedBy: input.reportedBy ?? ctx?.user.id ?? null });
  await noticeHazardReported(q, id);
  if (ctx) await ctx.audit({ action: 'create', table: 'hazards', recordId: id, after: { ...input, id } }, q);
  return id;
}
