import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/**
 * A worker's place on the real-name roster (人员花名册; docs/decisions/0632): 在场 from registration until the
 * 退场 move, which writes the exit date. SPEC shows no codes.
 */
export const WORKER_STATUS = [
  { value: 1, label: '在场' },
  { value: 2, label: '已退场' },
] as const satisfies LookupTable<number>;

/** Label of a worker status code; '' when missing, 未知 when unknown. */
export function workerStatusLabel(value: LookupInput): string {
  return labelOf(WORKER_STATUS, value);
}
