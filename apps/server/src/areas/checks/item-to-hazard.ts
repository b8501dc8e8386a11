import { recordCalls, type RecordType } from '@worksite/contract';
import { HAZARD_LEVEL, HAZARD_TYPE } from '@worksite/lookups';
import type { FastifyInstance } from 'fastify';
import { answer } from '../../http/answer';
import { callParams } from '../../http/call-params';
import { conflict, invalid } from '../../http/api-error';
import { mountEndpoint } from '../../http/mount-endpoint';
import { catalogueEndpoint } from '../../record-types/record-mount-context';
import { requireRecordMount } from '../../record-types/record-mounts';
import { checkedValue, declaredField } from '../../record-types/record-values';
import { checkMessages } from '../../shared/check-messages';
import { raiseHazard } from '../hazards/raise-hazard';
import { liveCheck } from './check-project';

const FAILED = 2;

interface ToHazardParams {
  readonly id: number;
  readonly hazardType: number;
  readonly hazardLevel: number;
  readonly responsibleWorkerId: number;
  readonly hazardDeadline: string;
  readonly note: string;
}

/**
 * 转为隐患 (RaiseHazardFromItem, the entry's edit button; docs/decisions/0712): a failed item of the caller's scope
 * becomes a hazard of its check's project in one transaction — HAZ's `raiseHazard` (notices, a 重大隐患 reported to
 * the authority), the item's text as title, its note (or the one sent) as description, its photo, the check's
 * location, source `safetyCheck` / `qualityCheck` with the item's id. The item keeps the hazard's id and what it was
 * raised with; a second attempt is 409, an item not 不合格 400; audited.
 */
export function mountItemToHazard(app: FastifyInstance, rt: RecordType, category: string, sourceKind: 'safetyCheck' | 'qualityCheck'): void {
  const endpoint = catalogueEndpoint(rt, recordCalls(rt).find((c) => c.key === 'toHazard')!.name);
  const deadlineField = declaredField(rt, 'hazardDeadline');
  mountEndpoint(app, endpoint, async (ctx) => {
    const sent = callParams(endpoint, ctx.params) as unknown as ToHazardParams;
    if (!HAZARD_TYPE.some((e) => e.value === sent.hazardType)) throw invalid(checkMessages.checkHazardTypeInvalid);
    if (!HAZARD_LEVEL.some((e) => e.value === sent.hazardLevel)) throw invalid(checkMessages.checkHazardLevelInvalid);
    const deadline = checkedValue(deadlineField, sent.hazardDeadline, false);
    if (typeof deadline !== 'string' && !(deadline instanceof Date)) throw invalid(checkMessages.checkHazardDeadlineInvalid);
    const m = requireRecordMount(app, rt.name);
    return ctx.db.tx(async (q) => {
      const before = await m.loadInScope(q, ctx, sent.id, true, false, 'update');
      if (before.hazard_id !== null && before.hazard_id !== undefined) throw conflict(checkMessages.checkItemAlreadyHazard(Number(before.hazard_id)));
      if (Number(before.result) !== FAILED) throw invalid(checkMessages.checkItemNotFailed);
      const check = await liveCheck(q, Number(before.check_id), category);
      const hazardId = await raiseHazard(q, ctx, {
        projectId: Number(before.project_id),
        hazardType: sent.hazardType,
        hazardLevel: sent.hazardLevel,
        title: String(before.item_text),
        description: sent.note !== '' ? sent.note : String(before.note ?? ''),
        location: check.location,
        photos: String(before.photo ?? ''),
        responsibleWorkerId: sent.responsibleWorkerId,
        deadline,
        sourceKind,
        sourceId: sent.id,
        reportedBy: ctx.user.id,
      });
      const after = await q.one<Record<string, unknown>>(
        `UPDATE check_items SET hazard_id = $2, hazard_type = $3, hazard_level = $4, responsible_worker_id = $5, hazard_deadline = $6
          WHERE id = $1 RETURNING *`,
        [sent.id, hazardId, sent.hazardType, sent.hazardLevel, sent.responsibleWorkerId, deadline],
      );
      await ctx.audit({ action: 'check-item-to-hazard', table: rt.table, recordId: sent.id, before, after: after! }, q);
      return answer({ id: sent.id, hazardId }, checkMessages.checkToHazardDone);
    });
  }, { skipDecode: true });
}
