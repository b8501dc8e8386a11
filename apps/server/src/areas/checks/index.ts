import { qualityCheckItemRecord, qualityCheckRecord, safetyCheckItemRecord, safetyCheckRecord } from '@worksite/contract';
import type { FastifyInstance } from 'fastify';
import type { RecordMountTable } from '../../record-types/record-mount-table';
import { checkHooks } from './check-hooks';
import { checkItemHooks } from './item-hooks';
import { mountItemToHazard } from './item-to-hazard';

/**
 * 安全检查 and 质量检查 with their check-list items (issue 22, Deliver 2; docs/decisions/0710–0712) on the generic
 * mount, project scope: one `checks` and one `check_items` table, each kind told apart by `check_category`.
 */
export const checkRecordMounts: RecordMountTable = {
  safetyCheck: { hooks: checkHooks(safetyCheckRecord, 'safety') },
  qualityCheck: { hooks: checkHooks(qualityCheckRecord, 'quality') },
  safetyCheckItem: { hooks: checkItemHooks(safetyCheckItemRecord, 'safety') },
  qualityCheckItem: { hooks: checkItemHooks(qualityCheckItemRecord, 'quality') },
};

/** The checks area's own call: 转为隐患 of a failed item, per kind (docs/decisions/0712). */
export function mountChecksArea(app: FastifyInstance): void {
  mountItemToHazard(app, safetyCheckItemRecord, 'safety', 'safetyCheck');
  mountItemToHazard(app, qualityCheckItemRecord, 'quality', 'qualityCheck');
}
