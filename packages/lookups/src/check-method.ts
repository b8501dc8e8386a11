import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Check method (SPEC §3): instrument, manual, mixed. */
export const CHECK_METHOD = [
  { value: 1, label: '仪器检查' },
  { value: 2, label: '人工检查' },
  { value: 3, label: '混合检查' },
] as const satisfies LookupTable<number>;

/** A code of CHECK_METHOD. */
export type CheckMethod = (typeof CHECK_METHOD)[number]['value'];

/** Label of a CheckMethod code; '' when missing, 未知 when unknown. */
export function checkMethodLabel(value: LookupInput): string {
  return labelOf(CHECK_METHOD, value);
}
