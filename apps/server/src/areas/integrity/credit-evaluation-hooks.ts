import { creditEvaluationRecord } from '@worksite/contract';
import { creditGradeOf } from '@worksite/lookups';
import { invalid } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { numbersToClient } from '../../record-types/record-column-text';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { orgInScope } from '../../scopes/org-scope';
import { messages } from '../../shared/messages';

/** EVALUATION_AUDIT_STATUS codes (@worksite/lookups). */
const PENDING = 0;
const APPROVED = 1;
const REJECTED = 2;

/**
 * 信用评价 beside the generic mount (docs/decisions/0425): the organisation evaluated must be one the caller sees
 * (else 402) and gives the record its company; one live evaluation per organisation and period; 信用等级 computed
 * from every score saved (creditGradeOf); 评价人 defaults to the caller; an approved evaluation is neither edited
 * nor deleted; saving a rejected one sends it back to 待审核. The 审核通过 / 驳回 moves are the generic workflow
 * move (from 待审核 only); they stamp the reviewer and the time.
 */
export function creditEvaluationHooks(): RecordHooks {
  return {
    async beforeWrite(values, ctx, q, existing) {
      if (Number(existing?.audit_status) === APPROVED) throw invalid(messages.evaluationApprovedUnchangeable);
      checkLookupCodes(creditEvaluationRecord, values);
      if (values.has('org_id')) values.set('company_id', (await orgInScope(q, ctx, Number(values.get('org_id')))).company_id);
      const orgId = values.get('org_id') ?? existing?.org_id;
      const period = values.get('period') ?? existing?.period;
      const duplicate = await q.one(
        'SELECT 1 FROM credit_evaluations WHERE org_id = $1 AND period = $2 AND if_del = 0 AND id <> $3',
        [orgId, period, existing?.id ?? 0],
      );
      if (duplicate) throw invalid(messages.evaluationDuplicate);
      if (values.has('score')) values.set('credit_grade', creditGradeOf(Number(values.get('score'))));
      if (!existing && !values.get('evaluator')) values.set('evaluator', ctx.user.realName || ctx.user.userName);
      if (Number(existing?.audit_status) === REJECTED) {
        values.set('audit_status', PENDING);
        values.set('reject_reason', '');
        values.set('auditor', '');
        values.set('audit_time', null);
      }
    },
    beforeDelete(row) {
      if (Number(row.audit_status) === APPROVED) throw invalid(messages.evaluationApprovedUndeletable);
    },
    beforeTransition(_move, ctx) {
      return { auditor: ctx.user.realName || ctx.user.userName, audit_time: new Date() };
    },
    toClient: numbersToClient(creditEvaluationRecord),
  };
}
