import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/**
 * A hazard's level (隐患排查; docs/decisions/0700, chosen: SPEC §3 has none): the two grades of the 安全生产法 and
 * 房屋市政工程生产安全重大事故隐患判定标准 — 一般隐患, and 重大隐患, reported to the supervising authority.
 */
export const HAZARD_LEVEL = [
  { value: 1, label: '一般隐患' },
  { value: 2, label: '重大隐患' },
] as const satisfies LookupTable<number>;

/** A hazard's state in its loop (docs/decisions/0702): reported → 待整改 → (整改) 待复查 → (复查通过) 已关闭, or back. */
export const HAZARD_STATUS = [
  { value: 1, label: '待整改' },
  { value: 2, label: '待复查' },
  { value: 3, label: '已关闭' },
] as const satisfies LookupTable<number>;

/** What one round of a hazard's history was (hazard_rounds.kind). */
export const HAZARD_ROUND_KIND = [
  { value: 1, label: '整改' },
  { value: 2, label: '复查通过' },
  { value: 3, label: '复查不通过' },
] as const satisfies LookupTable<number>;

/** How far an overdue hazard has escalated (docs/decisions/0701): the ladder's level last notified. */
export const HAZARD_ESCALATION = [
  { value: 0, label: '未升级' },
  { value: 1, label: '责任人' },
  { value: 2, label: '项目经理' },
  { value: 3, label: '公司' },
  { value: 4, label: '督办' },
] as const satisfies LookupTable<number>;

/** Label of a hazard level code; '' when missing, 未知 when unknown. */
export function hazardLevelLabel(value: LookupInput): string {
  return labelOf(HAZARD_LEVEL, value);
}

/** Label of a hazard status code; '' when missing, 未知 when unknown. */
export function hazardStatusLabel(value: LookupInput): string {
  return labelOf(HAZARD_STATUS, value);
}
