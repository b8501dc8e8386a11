import { hazardRecord, sentFieldValue } from '@worksite/contract';
import { invalid } from '../../http/api-error';
import type { RecordHooks, WorkflowMove } from '../../record-types/mount-record-type';
import { declaredField } from '../../record-types/record-values';
import { rowProject, withSessionProject, written } from '../../scopes/project-row';
import { hazardMessages } from '../../shared/hazard-messages';
import { loadHazardFacts, noticeHazardReported, reportMajorHazard, writeHazardNotices } from './hazard-notices';
import { ladderRecipients } from './hazard-recipients';
import { checkHazardPeople } from './raise-hazard';
import { writeHazardRound } from './hazard-rounds';

const PENDING_REVIEW = 2;
const CLOSED = 3;

/** What 来源 shows for a hazard's source_kind. */
const SOURCE_NAMES: Readonly<Record<string, string>> = { manual: '隐患排查', safetyCheck: '安全检查', qualityCheck: '质量检查' };

const moveColumns = ['rectifyPhotos', 'rectifyNote', 'reviewNote'].map((k) => declaredField(hazardRecord, k));

/** The move's fields not sent are cleared: the row keeps the latest round's values only, never an older round's. */
function unsentCleared(move: WorkflowMove, params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of moveColumns) {
    if (!(move.transition.fields ?? []).includes(f.key)) continue;
    const v = sentFieldValue(params, f);
    if (v === undefined || v === null) out[f.column] = '';
  }
  return out;
}

/**
 * 隐患排查 beside the generic mount (docs/decisions/0700–0704): the project in scope (the session's by default), its
 * company and district copied; the responsible worker on the project's roster or the user one of its users, one
 * of them named; reported by the caller. A new hazard notifies its responsible person, a 重大隐患 besides the
 * supervising authority (also when an edit raises the level). A closed hazard is not edited. The moves: 整改 counts
 * the round, 复查不通过 needs its reason, 复查通过 stamps the closing; each writes its 整改复查记录 row and tells the next
 * actor (the reviewers, or the responsible person again).
 */
export const hazardHooks: RecordHooks = {
  prepareParams: (params, ctx, existing) => withSessionProject({ ...params }, ctx, existing),
  async beforeWrite(values, ctx, q, existing) {
    if (existing && Number(existing.status) === CLOSED) throw invalid(hazardMessages.hazardClosedFrozen);
    const projectId = await rowProject(values, ctx, q, existing);
    const worker = written(values, existing, 'responsible_worker_id');
    const user = written(values, existing, 'responsible_user_id');
    const id = (v: unknown) => (v === undefined || v === null || v === '' ? null : Number(v));
    await checkHazardPeople(q, projectId, id(worker), id(user));
    if (!existing) {
      values.set('reported_by', ctx.user.id);
      values.set('source_kind', 'manual');
    }
    values.set('update_time', new Date());
  },
  async afterWrite(row, _ctx, q, before) {
    if (!before) await noticeHazardReported(q, Number(row.id));
    else if (Number(row.hazard_level) === 2 && row.authority_reported_at == null) await reportMajorHazard(q, Number(row.id));
  },
  listColumns: (alias) =>
    `coalesce((SELECT w.worker_name FROM workers w WHERE w.id = ${alias}.responsible_worker_id),
              (SELECT coalesce(nullif(u.real_name, ''), u.user_name) FROM users u WHERE u.id = ${alias}.responsible_user_id), '') AS responsible_name`,
  toClient: (record, row) => ({ ...record, responsibleName: String(row.responsible_name ?? ''), sourceName: SOURCE_NAMES[String(row.source_kind)] ?? '' }),
  beforeTransition(move, ctx) {
    const cleared = unsentCleared(move, ctx.params);
    const sent = (key: string) => sentFieldValue(ctx.params, declaredField(hazardRecord, key));
    const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
    if (move.transition.call === 'rectify') {
      if (blank(sent('rectifyNote'))) throw invalid(hazardMessages.hazardRectifyNoteRequired);
      return { ...cleared, round_no: Number(move.before.round_no) + 1 };
    }
    if (move.transition.to === CLOSED) return { ...cleared, closed_at: new Date() };
    if (blank(sent('reviewNote'))) throw invalid(hazardMessages.hazardRejectReasonRequired);
    return cleared;
  },
  async afterTransition({ transition, after }, ctx, q) {
    await writeHazardRound(q, ctx, after, Number(transition.to));
    const loaded = await loadHazardFacts(q, Number(after.id));
    if (!loaded) return;
    const { place, facts } = loaded;
    if (transition.to === PENDING_REVIEW) {
      const reviewers = await ladderRecipients(q, place, 2);
      await writeHazardNotices(q, place.companyId, reviewers, hazardMessages.hazardReviewNotice.title, hazardMessages.hazardReviewNotice.content(facts, Number(after.round_no)));
    } else if (transition.to !== CLOSED) {
      const responsible = await ladderRecipients(q, place, 1);
      await writeHazardNotices(q, place.companyId, responsible, hazardMessages.hazardRejectedNotice.title, hazardMessages.hazardRejectedNotice.content(facts, String(after.review_note)));
    }
  },
  auditAction: (move) => `hazard-${move.transition.call}`,
};
