import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/**
 * A monthly payroll sheet's state (工资发放; docs/decisions/0680, chosen: SPEC has none): 草稿 while its lines are
 * computed and edited, 已提交审核, 已审核 (the audit button), 已发放 (paid through the wage account: lines get
 * their funds-to-account status). A sheet past 草稿 is frozen.
 */
export const PAYROLL_STATUS = [
  { value: 1, label: '草稿' },
  { value: 2, label: '已提交审核' },
  { value: 3, label: '已审核' },
  { value: 4, label: '已发放' },
] as const satisfies LookupTable<number>;

/** A code of PAYROLL_STATUS. */
export type PayrollStatus = (typeof PAYROLL_STATUS)[number]['value'];

/** Label of a payroll status code; '' when missing, 未知 when unknown. */
export function payrollStatusLabel(value: LookupInput): string {
  return labelOf(PAYROLL_STATUS, value);
}
