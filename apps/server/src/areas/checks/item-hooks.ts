import type { RecordType } from '@worksite/contract';
import { invalid } from '../../http/api-error';
import type { RecordHooks } from '../../record-types/mount-record-type';
import { numbersToClient } from '../../record-types/record-column-text';
import { checkLookupCodes } from '../../record-types/record-lookups';
import { checkMessages } from '../../shared/check-messages';
import { liveCheck, recountCheck, takeCheckProject } from './check-project';

const FAILED = 2;

/**
 * 检查项 on the generic mount (docs/decisions/0711, 0712): a live check of its kind in the caller's scope, whose
 * project the item takes (an item never moves to another check); numbered after the check's last item when no 序号
 * is sent; its check's result and counts follow every write and delete. An item that became a hazard keeps its
 * 不合格 result. The list and detail show the hazard's state (隐患状态).
 */
export function checkItemHooks(rt: RecordType, category: string): RecordHooks {
  return {
    async beforeWrite(values, ctx, q, existing) {
      checkLookupCodes(rt, values);
      if (values.has('check_id')) {
        const checkId = Number(values.get('check_id'));
        if (existing !== undefined && checkId !== Number(existing.check_id)) throw invalid(checkMessages.checkItemMoveRefused);
        const check = await liveCheck(q, checkId, category);
        await takeCheckProject(values, ctx, q, check.project_id);
      }
      const hazard = existing?.hazard_id;
      if (hazard !== null && hazard !== undefined && values.has('result') && Number(values.get('result')) !== FAILED) {
        throw invalid(checkMessages.checkItemHazardResultLocked);
      }
      if (existing === undefined && (values.get('seq') === undefined || values.get('seq') === null)) {
        const next = await q.one<{ n: number }>('SELECT coalesce(max(seq), 0)::int + 1 AS n FROM check_items WHERE check_id = $1 AND if_del = 0', [values.get('check_id')]);
        values.set('seq', Math.min(next?.n ?? 1, 999));
      }
    },
    async afterWrite(row, _ctx, q) {
      await recountCheck(q, Number(row.check_id));
    },
    async beforeDelete(row, _ctx, q) {
      await recountCheck(q, Number(row.check_id), Number(row.id));
    },
    listColumns: (a) => `(SELECT h.status FROM hazards h WHERE h.id = ${a}.hazard_id AND h.if_del = 0) AS hazard_status`,
    toClient: numbersToClient(rt),
  };
}
