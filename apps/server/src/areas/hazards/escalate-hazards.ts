import type { Queryable } from '../../db/database';
import { hazardMessages } from '../../shared/hazard-messages';
import { loadHazardFacts, writeHazardNotices } from './hazard-notices';
import { ladderRecipients } from './hazard-recipients';

/** Hours past the deadline at which each step of the ladder is due (docs/decisions/0701): 责任人, 项目经理, 公司, 督办. */
export const LADDER_HOURS: readonly number[] = [0, 24, 48, 72];

/** One step just recorded as due. */
interface DueStep {
  readonly hazard_id: number;
  readonly level: number;
}

/**
 * The escalation of overdue hazards (issue 22, Deliver 1; docs/decisions/0701), by the database's clock: every live
 * hazard not 已关闭 whose deadline (an instant, entered in site time) has passed steps up the ladder — level 1 at the
 * deadline, 2 a day later, 3 two days, 4 (督办) three days — each step once: `hazard_escalations` records it (its key
 * refuses a second row, so a second run or a second server process sends nothing twice, and a run the job missed
 * is caught up by the next: every step due is sent, in order). Each step writes 隐患逾期升级（level） to that level's
 * people and sets the hazard's escalation_level (the warning screens read it). Answers the steps taken.
 */
export async function escalateOverdueHazards(q: Queryable): Promise<number> {
  const due = await q.many<DueStep>(
    `WITH due AS (
       SELECT h.id, l.level FROM hazards h
         CROSS JOIN unnest($1::int[]) WITH ORDINALITY AS l(hours, level)
        WHERE h.if_del = 0 AND h.status <> 3 AND h.deadline + make_interval(hours => l.hours) <= now())
     INSERT INTO hazard_escalations (hazard_id, level)
     SELECT id, level FROM due ORDER BY id, level
     ON CONFLICT DO NOTHING
     RETURNING hazard_id, level`,
    [LADDER_HOURS],
  );
  const steps = [...due].sort((a, b) => a.hazard_id - b.hazard_id || a.level - b.level);
  for (const step of steps) {
    const loaded = await loadHazardFacts(q, step.hazard_id);
    if (!loaded) continue;
    const users = await ladderRecipients(q, loaded.place, step.level);
    const hours = LADDER_HOURS[step.level - 1]!;
    await writeHazardNotices(
      q, loaded.place.companyId, users,
      hazardMessages.hazardEscalationNotice.title(step.level), hazardMessages.hazardEscalationNotice.content(loaded.facts, step.level, hours),
    );
    await q.exec('UPDATE hazard_escalations SET recipients = $3 WHERE hazard_id = $1 AND level = $2', [step.hazard_id, step.level, users]);
    await q.exec(
      'UPDATE hazards SET escalation_level = greatest(escalation_level, $2), escalated_at = now() WHERE id = $1',
      [step.hazard_id, step.level],
    );
  }
  return steps.length;
}
