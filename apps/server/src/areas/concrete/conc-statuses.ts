/**
 * Status codes of concrete production (docs/decisions/0200). SPEC names the states but gives no codes, so
 * these are chosen; the migration's CHECK constraints hold the same values. Each table is a lookup table
 * (value + label in display order), usable for screen legends and select options.
 */

/** Orders: 0 待审核, 1 已审核, 2 生产中, 3 已完成, 4 已取消. */
export const ORDER_STATUS = [
  { value: 0, label: '待审核' },
  { value: 1, label: '已审核' },
  { value: 2, label: '生产中' },
  { value: 3, label: '已完成' },
  { value: 4, label: '已取消' },
] as const;

export const ORDER_PENDING = 0;
export const ORDER_APPROVED = 1;
export const ORDER_PRODUCING = 2;
export const ORDER_COMPLETED = 3;
export const ORDER_CANCELLED = 4;

/** Production tasks: 0 待生产, 1 生产中, 2 已完成, 3 已取消. */
export const TASK_STATUS = [
  { value: 0, label: '待生产' },
  { value: 1, label: '生产中' },
  { value: 2, label: '已完成' },
  { value: 3, label: '已取消' },
] as const;

export const TASK_WAITING = 0;
export const TASK_PRODUCING = 1;
export const TASK_COMPLETED = 2;
export const TASK_CANCELLED = 3;

/** Tanker cars: 0 空闲, 1 装料, 2 运输中, 3 卸料, 4 返程. */
export const TANKER_STATUS = [
  { value: 0, label: '空闲' },
  { value: 1, label: '装料' },
  { value: 2, label: '运输中' },
  { value: 3, label: '卸料' },
  { value: 4, label: '返程' },
] as const;

export const TANKER_IDLE = 0;
export const TANKER_LOADING = 1;
export const TANKER_DRIVING = 2;
export const TANKER_UNLOADING = 3;
export const TANKER_RETURNING = 4;

/** Mixing plants: 1 启用, 0 停用 (audit status: SPEC §3 AUDIT_STATUS of @worksite/lookups). */
export const PLANT_STATUS = [
  { value: 1, label: '启用' },
  { value: 0, label: '停用' },
] as const;

/** Order sign-in (签收): 0 未签收, 1 已签收. */
export const SIGN_IN_STATUS = [
  { value: 0, label: '未签收' },
  { value: 1, label: '已签收' },
] as const;

/** Label of `value` in `table`, '' when it has none. */
export function statusLabel(table: readonly { readonly value: number; readonly label: string }[], value: unknown): string {
  return table.find((e) => e.value === Number(value))?.label ?? '';
}

/** The SQL codes of a table, for CHECK-like validation of a sent status. */
export function isStatusOf(table: readonly { readonly value: number }[], value: unknown): boolean {
  return typeof value === 'number' && table.some((e) => e.value === value);
}
