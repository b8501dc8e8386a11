import { checkItemRecordKind } from './declaration/check-item-record-kind';
import { SAFETY_CHECK } from './declaration/check-record-kind';

/** A safety check's list items (安全检查项), each 合格 / 不合格 / 不适用; a failed one may become a hazard (0712). */
export const safetyCheckItemRecord = checkItemRecordKind(SAFETY_CHECK);
