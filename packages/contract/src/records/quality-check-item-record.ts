import { checkItemRecordKind } from './declaration/check-item-record-kind';
import { QUALITY_CHECK } from './declaration/check-record-kind';

/** A quality check's list items (质量检查项), each 合格 / 不合格 / 不适用; a failed one may become a hazard (0712). */
export const qualityCheckItemRecord = checkItemRecordKind(QUALITY_CHECK);
