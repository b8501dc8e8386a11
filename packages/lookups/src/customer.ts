import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** What kind of party a customer of the enterprise is (客户管理 › 客户列表; docs/decisions/0420). SPEC names "customers" only. */
export const CUSTOMER_TYPE = [
  { value: 1, label: '建设单位' },
  { value: 2, label: '施工总承包' },
  { value: 3, label: '专业分包' },
  { value: 4, label: '商砼采购方' },
  { value: 5, label: '其他' },
] as const satisfies LookupTable<number>;

/** How a customer was visited (客户管理 › 客户拜访; docs/decisions/0420). */
export const VISIT_WAY = [
  { value: 1, label: '上门拜访' },
  { value: 2, label: '电话沟通' },
  { value: 3, label: '视频会议' },
  { value: 4, label: '其他' },
] as const satisfies LookupTable<number>;

/** Label of a customer type; '' when missing, 未知 when unknown. */
export function customerTypeLabel(value: LookupInput): string {
  return labelOf(CUSTOMER_TYPE, value);
}

/** Label of a visit way; '' when missing, 未知 when unknown. */
export function visitWayLabel(value: LookupInput): string {
  return labelOf(VISIT_WAY, value);
}
