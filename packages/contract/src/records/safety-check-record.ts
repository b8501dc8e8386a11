import { SAFETY_CHECK, checkRecordKind } from './declaration/check-record-kind';

/** 安全隐患 › 安全检查 (issue 22, Deliver 2; docs/decisions/0710): the project's safety checks. */
export const safetyCheckRecord = checkRecordKind(SAFETY_CHECK);
