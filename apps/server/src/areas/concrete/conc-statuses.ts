/**
 * Status codes of concrete production (docs/decisions/0200). The tables live in `@worksite/lookups`
 * (CONC_ORDER_STATUS, CONC_TASK_STATUS, TANKER_STATUS, PLANT_STATUS, SIGN_IN_STATUS); this file names the
 * codes the server's transitions use.
 */
import { CONC_ORDER_STATUS, CONC_TASK_STATUS } from '@worksite/lookups';

export { PLANT_STATUS, SIGN_IN_STATUS, TANKER_STATUS } from '@worksite/lookups';
/** Orders: 0 待审核, 1 已审核, 2 生产中, 3 已完成, 4 已取消. */
export const ORDER_STATUS = CONC_ORDER_STATUS;
/** Production tasks: 0 待生产, 1 生产中, 2 已完成, 3 已取消. */
export const TASK_STATUS = CONC_TASK_STATUS;

export const ORDER_PENDING = 0;
export const ORDER_APPROVED = 1;
export const ORDER_PRODUCING = 2;
export const ORDER_COMPLETED = 3;
export const ORDER_CANCELLED = 4;

export const TASK_WAITING = 0;
export const TASK_PRODUCING = 1;
export const TASK_COMPLETED = 2;
export const TASK_CANCELLED = 3;

export const TANKER_IDLE = 0;
export const TANKER_LOADING = 1;
export const TANKER_DRIVING = 2;
export const TANKER_UNLOADING = 3;
export const TANKER_RETURNING = 4;

/** Label of `value` in `table`, '' when it has none. */
export function statusLabel(table: readonly { readonly value: number; readonly label: string }[], value: unknown): string {
  return table.find((e) => e.value === Number(value))?.label ?? '';
}

/** The SQL codes of a table, for CHECK-like validation of a sent status. */
export function isStatusOf(table: readonly { readonly value: number }[], value: unknown): boolean {
  return typeof value === 'number' && table.some((e) => e.value === value);
}
