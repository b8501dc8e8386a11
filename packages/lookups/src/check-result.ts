import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/**
 * The result of one check-list item, and of a whole check (安全检查 / 质量检查; docs/decisions/0711, chosen: SPEC §3
 * has none): 待检查 (an item from the standard list not yet judged), 合格, 不合格 (a failed item, which may become a
 * hazard), 不适用. A check reads 不合格 when any item failed, 待检查 while any is open, else 合格.
 */
export const CHECK_RESULT = [
  { value: 0, label: '待检查' },
  { value: 1, label: '合格' },
  { value: 2, label: '不合格' },
  { value: 3, label: '不适用' },
] as const satisfies LookupTable<number>;

/** A code of CHECK_RESULT. */
export type CheckResult = (typeof CHECK_RESULT)[number]['value'];

/** Label of a check result code; '' when missing, 未知 when unknown. */
export function checkResultLabel(value: LookupInput): string {
  return labelOf(CHECK_RESULT, value);
}
