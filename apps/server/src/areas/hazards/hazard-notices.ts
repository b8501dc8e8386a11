import { hazardLevelLabel, hazardTypeLabel } from '@worksite/lookups';
import type { Queryable } from '../../db/database';
import { hazardMessages, type HazardNoticeFacts } from '../../shared/hazard-messages';
import { SITE_TIME_ZONE } from '../../shared/site-time';
import { authorityUsers, ladderRecipients, type HazardPlace } from './hazard-recipients';

interface HazardRow {
  readonly id: number;
  readonly company_id: number;
  readonly project_id: number;
  readonly district_code: string;
  readonly responsible_user_id: number | null;
  readonly hazard_type: number;
  readonly hazard_level: number;
  readonly title: string;
  readonly location: string;
  readonly project_name: string;
  readonly deadline_text: string;
}

/** A hazard with what its notices show: the deadline in site time (YYYY-MM-DD HH:MI). */
export async function loadHazardFacts(q: Queryable, id: number): Promise<{ place: HazardPlace; facts: HazardNoticeFacts; level: number } | undefined> {
  const h = await q.one<HazardRow>(
    `SELECT h.id, h.company_id, h.project_id, h.district_code, h.responsible_user_id, h.hazard_type, h.hazard_level, h.title,
            h.location, p.project_name, to_char(h.deadline AT TIME ZONE '${SITE_TIME_ZONE}', 'YYYY-MM-DD HH24:MI') AS deadline_text
       FROM hazards h JOIN projects p ON p.id = h.project_id WHERE h.id = $1`,
    [id],
  );
  if (!h) return undefined;
  return {
    place: { projectId: h.project_id, companyId: h.company_id, districtCode: h.district_code, responsibleUserId: h.responsible_user_id },
    facts: {
      id: h.id, project: h.project_name, title: h.title, type: hazardTypeLabel(h.hazard_type), level: hazardLevelLabel(h.hazard_level),
      location: h.location, deadline: h.deadline_text,
    },
    level: h.hazard_level,
  };
}

/** Writes one notice per user (notice type 2 预警, the alarm kind), in the hazard's company. */
export async function writeHazardNotices(q: Queryable, companyId: number, users: readonly number[], title: string, content: string): Promise<number> {
  if (users.length === 0) return 0;
  return q.exec(
    `INSERT INTO notices (company_id, target_user_id, title, content, notice_type)
     SELECT $1, u, $2, $3, 2 FROM unnest($4::int[]) AS u ORDER BY u`,
    [companyId, title, content, [...users]],
  );
}

/**
 * A 重大隐患 reported to the supervising authority (docs/decisions/0703): 重大隐患报告 to the government users whose
 * AuthAreaCode covers the project's district, and authority_reported_at set (once).
 */
export async function reportMajorHazard(q: Queryable, hazardId: number): Promise<void> {
  const loaded = await loadHazardFacts(q, hazardId);
  if (!loaded || loaded.level !== 2) return;
  const marked = await q.exec('UPDATE hazards SET authority_reported_at = now() WHERE id = $1 AND authority_reported_at IS NULL', [hazardId]);
  if (marked === 0) return;
  const authority = await authorityUsers(q, loaded.place.districtCode);
  await writeHazardNotices(q, loaded.place.companyId, authority, hazardMessages.hazardMajorNotice.title, hazardMessages.hazardMajorNotice.content(loaded.facts));
}

/**
 * The notices of a new hazard (a manual report or a failed check item alike): 隐患整改通知 to the ladder's first
 * level (the responsible person); a 重大隐患 is besides reported to the supervising authority (reportMajorHazard).
 */
export async function noticeHazardReported(q: Queryable, hazardId: number): Promise<void> {
  const loaded = await loadHazardFacts(q, hazardId);
  if (!loaded) return;
  const { place, facts } = loaded;
  const first = await ladderRecipients(q, place, 1);
  await writeHazardNotices(q, place.companyId, first, hazardMessages.hazardReportNotice.title, hazardMessages.hazardReportNotice.content(facts));
  await reportMajorHazard(q, hazardId);
}
