import { hazardLevelLabel, hazardStatusLabel, lookupLabel } from '@worksite/lookups';
import { SITE_TIME_ZONE } from '../../shared/site-time';
import { num } from './chart-shapes';
import { rowsOf, type ScreenFilter } from './screen-filter';

/** One escalated hazard as the warning screens list it. */
export interface EscalatedHazardRow {
  readonly id: number;
  readonly title: string;
  readonly projectName: string;
  readonly levelName: string;
  readonly statusName: string;
  readonly escalationName: string;
  readonly deadline: string;
}

/** The escalation of overdue hazards as the warning screens show it (平台预警; docs/decisions/0701). */
export interface HazardWarnings {
  /** Open hazards that have escalated (escalation_level ≥ 1). */
  readonly escalated: number;
  /** Open hazards at 督办 (level 4: the supervising authority). */
  readonly supervised: number;
  /** The 10 open escalated hazards, highest level first, then the most overdue. */
  readonly latest: EscalatedHazardRow[];
}

/** The escalated open hazards of the filter (zeros while the hazards table is absent). */
export async function hazardWarnings(f: ScreenFilter): Promise<HazardWarnings> {
  if (!f.has('hazards')) return { escalated: 0, supervised: 0, latest: [] };
  const [totals, latest] = await Promise.all([
    rowsOf(f, (p) => `SELECT count(*) FILTER (WHERE t.escalation_level >= 1)::int AS escalated, count(*) FILTER (WHERE t.escalation_level = 4)::int AS supervised
                        FROM hazards t WHERE t.status <> 3 AND ${f.where('hazards', p)}`),
    rowsOf(f, (p) => `SELECT t.id, t.title, pr.project_name, t.hazard_level, t.status, t.escalation_level,
                             to_char(t.deadline AT TIME ZONE '${SITE_TIME_ZONE}', 'YYYY-MM-DD HH24:MI') AS deadline
                        FROM hazards t JOIN projects pr ON pr.id = t.project_id
                       WHERE t.status <> 3 AND t.escalation_level >= 1 AND ${f.where('hazards', p)}
                       ORDER BY t.escalation_level DESC, t.deadline, t.id LIMIT 10`),
  ]);
  const t = totals[0] ?? {};
  return {
    escalated: num(t.escalated),
    supervised: num(t.supervised),
    latest: latest.map((r) => ({
      id: num(r.id), title: String(r.title), projectName: String(r.project_name), levelName: hazardLevelLabel(r.hazard_level as number),
      statusName: hazardStatusLabel(r.status as number), escalationName: lookupLabel('hazardEscalation', r.escalation_level as number), deadline: String(r.deadline),
    })),
  };
}
