import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/**
 * Status codes of concrete production (docs/decisions/0200). SPEC names the states but gives no codes, so
 * these are chosen; migration 1700000000260's CHECK constraints hold the same values.
 */

/** Concrete orders: 0 待审核, 1 已审核, 2 生产中, 3 已完成, 4 已取消. */
export const CONC_ORDER_STATUS = [
  { value: 0, label: '待审核' },
  { value: 1, label: '已审核' },
  { value: 2, label: '生产中' },
  { value: 3, label: '已完成' },
  { value: 4, label: '已取消' },
] as const satisfies LookupTable<number>;
/** A code of CONC_ORDER_STATUS. */
export type ConcOrderStatus = (typeof CONC_ORDER_STATUS)[number]['value'];

/** Production tasks: 0 待生产, 1 生产中, 2 已完成, 3 已取消. */
export const CONC_TASK_STATUS = [
  { value: 0, label: '待生产' },
  { value: 1, label: '生产中' },
  { value: 2, label: '已完成' },
  { value: 3, label: '已取消' },
] as const satisfies LookupTable<number>;
/** A code of CONC_TASK_STATUS. */
export type ConcTaskStatus = (typeof CONC_TASK_STATUS)[number]['value'];

/** Tanker cars: 0 空闲, 1 装料, 2 运输中, 3 卸料, 4 返程. */
export const TANKER_STATUS = [
  { value: 0, label: '空闲' },
  { value: 1, label: '装料' },
  { value: 2, label: '运输中' },
  { value: 3, label: '卸料' },
  { value: 4, label: '返程' },
] as const satisfies LookupTable<number>;
/** A code of TANKER_STATUS. */
export type TankerStatus = (typeof TANKER_STATUS)[number]['value'];

/** Mixing plants: 1 启用, 0 停用 (their audit status is AUDIT_STATUS). */
export const PLANT_STATUS = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
] as const satisfies LookupTable<number>;
/** A code of PLANT_STATUS. */
export type PlantStatus = (typeof PLANT_STATUS)[number]['value'];

/** Order sign-in (签收): 0 未签收, 1 已签收. */
export const SIGN_IN_STATUS = [
  { value: 0, label: '未签收' },
  { value: 1, label: '已签收' },
] as const satisfies LookupTable<number>;
/** A code of SIGN_IN_STATUS. */
export type SignInStatus = (typeof SIGN_IN_STATUS)[number]['value'];

/** Label of a concrete order status; '' when missing, 未知 when unknown. */
export const concOrderStatusLabel = (value: LookupInput): string => labelOf(CONC_ORDER_STATUS, value);
/** Label of a production task status. */
export const concTaskStatusLabel = (value: LookupInput): string => labelOf(CONC_TASK_STATUS, value);
/** Label of a tanker car status. */
export const tankerStatusLabel = (value: LookupInput): string => labelOf(TANKER_STATUS, value);
/** Label of a mixing plant status. */
export const plantStatusLabel = (value: LookupInput): string => labelOf(PLANT_STATUS, value);
/** Label of an order sign-in status. */
export const signInStatusLabel = (value: LookupInput): string => labelOf(SIGN_IN_STATUS, value);
