import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Who a 黑名单 entry names (诚信评价; docs/decisions/0425). SPEC names the 诚信评价 pages only. */
export const INTEGRITY_SUBJECT_TYPE = [
  { value: 1, label: '人员' },
  { value: 2, label: '单位' },
] as const satisfies LookupTable<number>;

/** A 黑名单 entry's state: listed until the 解除 move (docs/decisions/0425). */
export const BLACKLIST_STATUS = [
  { value: 1, label: '在册' },
  { value: 2, label: '已解除' },
] as const satisfies LookupTable<number>;

/** A 信用评价's review: 待审核 until 审核通过 or 驳回 (docs/decisions/0425). */
export const EVALUATION_AUDIT_STATUS = [
  { value: 0, label: '待审核' },
  { value: 1, label: '已通过' },
  { value: 2, label: '已驳回' },
] as const satisfies LookupTable<number>;

/** A 信用评价's grade, computed from its score (`creditGradeOf`; docs/decisions/0425). */
export const CREDIT_GRADE = [
  { value: 'A', label: 'A级' },
  { value: 'B', label: 'B级' },
  { value: 'C', label: 'C级' },
  { value: 'D', label: 'D级' },
] as const satisfies LookupTable<string>;

/** A code of CREDIT_GRADE. */
export type CreditGrade = (typeof CREDIT_GRADE)[number]['value'];

/** The lowest score of each grade, best first; below the last one is D. */
const GRADE_FLOORS: readonly (readonly [number, CreditGrade])[] = [
  [90, 'A'],
  [80, 'B'],
  [70, 'C'],
];

/** The grade of a 0–100 score: A from 90, B from 80, C from 70, D below. */
export function creditGradeOf(score: number): CreditGrade {
  return GRADE_FLOORS.find(([floor]) => score >= floor)?.[1] ?? 'D';
}

/** What a 不良行为 record was (docs/decisions/0425). */
export const MISCONDUCT_CATEGORY = [
  { value: 1, label: '安全违规' },
  { value: 2, label: '质量问题' },
  { value: 3, label: '拖欠工资' },
  { value: 4, label: '合同违约' },
  { value: 5, label: '其他' },
] as const satisfies LookupTable<number>;

/** What a 奖励记录 rewarded (docs/decisions/0425). */
export const REWARD_CATEGORY = [
  { value: 1, label: '安全文明' },
  { value: 2, label: '质量优良' },
  { value: 3, label: '按时履约' },
  { value: 4, label: '技术创新' },
  { value: 5, label: '其他' },
] as const satisfies LookupTable<number>;

/** Label of an integrity subject type; '' when missing, 未知 when unknown. */
export function integritySubjectTypeLabel(value: LookupInput): string {
  return labelOf(INTEGRITY_SUBJECT_TYPE, value);
}

/** Label of a blacklist status; '' when missing, 未知 when unknown. */
export function blacklistStatusLabel(value: LookupInput): string {
  return labelOf(BLACKLIST_STATUS, value);
}

/** Label of an evaluation audit status; '' when missing, 未知 when unknown. */
export function evaluationAuditStatusLabel(value: LookupInput): string {
  return labelOf(EVALUATION_AUDIT_STATUS, value);
}

/** Label of a credit grade; '' when missing, 未知 when unknown. */
export function creditGradeLabel(value: LookupInput): string {
  return labelOf(CREDIT_GRADE, value);
}

/** Label of a misconduct category; '' when missing, 未知 when unknown. */
export function misconductCategoryLabel(value: LookupInput): string {
  return labelOf(MISCONDUCT_CATEGORY, value);
}

/** Label of a reward category; '' when missing, 未知 when unknown. */
export function rewardCategoryLabel(value: LookupInput): string {
  return labelOf(REWARD_CATEGORY, value);
}
