import type { GateRefusalReason } from '@worksite/lookups';
import type { Queryable } from '../../db/database';
import { messages } from '../../shared/messages';

/** The three levels of 三级教育 a worker must hold to be let in (worker_safety_education, docs/decisions/0644). */
export const EDUCATION_LEVELS = ['公司级', '项目级', '班组级'] as const;

/** What the gate decides on about one worker of the device's project. */
export interface WorkerFacts {
  readonly id: number;
  readonly worker_name: string;
  readonly id_card_hash: string | null;
  readonly id_card_masked: string;
  readonly access_card_no: string;
  readonly roster_status: number;
  readonly exit_date: string | null;
  readonly blacklist_reason: string | null;
  readonly has_signed_contract: boolean;
  readonly certificate_problem: string | null;
  readonly levels: readonly string[] | null;
}

/**
 * The workers of `projectId` named by the batch's ID hashes or card numbers (one statement), with what the decision
 * reads: roster status and exit date, a live 黑名单 entry of the company by the ID hash, the signed contract and the
 * certificate problem of worker_gate_documents (the CERT migration's view, today on site), the 三级教育 levels held.
 */
export async function workerFacts(q: Queryable, projectId: number, hashes: readonly string[], cards: readonly string[]): Promise<WorkerFacts[]> {
  if (hashes.length === 0 && cards.length === 0) return [];
  return q.many<WorkerFacts>(
    `SELECT w.id, w.worker_name, w.id_card_hash, w.id_card_masked, w.access_card_no, w.roster_status, to_char(w.exit_date, 'YYYY-MM-DD') AS exit_date,
            (SELECT b.reason FROM blacklist_entries b
              WHERE b.company_id = w.company_id AND b.id_number_hash = w.id_card_hash AND b.subject_type = 1 AND b.status = 1 AND b.if_del = 0
              ORDER BY b.id LIMIT 1) AS blacklist_reason,
            coalesce(d.has_signed_contract, false) AS has_signed_contract, d.certificate_problem,
            (SELECT array_agg(e.training_level ORDER BY e.training_level) FROM worker_safety_education e WHERE e.worker_id = w.id) AS levels
       FROM workers w LEFT JOIN worker_gate_documents d ON d.worker_id = w.id
      WHERE w.project_id = $1 AND w.if_del = 0
        AND (w.id_card_hash = ANY($2::text[]) OR (w.access_card_no <> '' AND w.access_card_no = ANY($3::text[])))
      ORDER BY w.id`,
    [projectId, hashes, cards],
  );
}

/** The server's decision on one passage: allowed, or refused with the reason's code and text. */
export type GateDecision = { readonly allowed: true } | { readonly allowed: false; readonly reason: GateRefusalReason; readonly text: string };

/**
 * The gate decision (docs/decisions/0661), in this order: unknown → 未登记; exited (退场 with no date, or a date
 * before the passage's site day) → 已退场; on the company's 黑名单 → 黑名单; no signed contract covering today →
 * 无已签订劳动合同; not all three levels of 三级教育 → 未完成三级教育; a required certificate expired, not yet valid or
 * missing → 特种作业证书过期 (with the view's text). Pure: the facts are read before.
 */
export function decide(worker: WorkerFacts | undefined, siteDay: string): GateDecision {
  if (!worker) return { allowed: false, reason: 1, text: messages.gateReasonUnregistered };
  const exited = worker.exit_date !== null ? worker.exit_date < siteDay : worker.roster_status === 2;
  if (exited) return { allowed: false, reason: 2, text: messages.gateReasonExited(worker.exit_date ?? '') };
  if (worker.blacklist_reason !== null) return { allowed: false, reason: 3, text: messages.gateReasonBlacklisted(worker.blacklist_reason) };
  if (!worker.has_signed_contract) return { allowed: false, reason: 4, text: messages.gateReasonNoContract };
  const missing = EDUCATION_LEVELS.filter((l) => !(worker.levels ?? []).includes(l));
  if (missing.length) return { allowed: false, reason: 5, text: messages.gateReasonTraining(missing.join('、')) };
  if (worker.certificate_problem) return { allowed: false, reason: 6, text: worker.certificate_problem.slice(0, 200) };
  return { allowed: true };
}

