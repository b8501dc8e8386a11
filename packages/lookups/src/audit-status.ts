import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Audit status (SPEC §3): new, unaudited, passed, rejected. */
export const AUDIT_STATUS = [
  { value: 0, label: '新建' },
  { value: 1, label: '未审核' },
  { value: 2, label: '审核通过' },
  { value: 3, label: '审核驳回' },
] as const satisfies LookupTable<number>;

/** A code of AUDIT_STATUS. */
export type AuditStatus = (typeof AUDIT_STATUS)[number]['value'];

/** Label of a AuditStatus code; '' when missing, 未知 when unknown. */
export function auditStatusLabel(value: LookupInput): string {
  return labelOf(AUDIT_STATUS, value);
}
