import { QUALITY_CHECK, checkRecordKind } from './declaration/check-record-kind';

/** 质量安全 › 质量检查 (issue 22, Deliver 2; docs/decisions/0710): the project's quality checks. */
export const qualityCheckRecord = checkRecordKind(QUALITY_CHECK);
