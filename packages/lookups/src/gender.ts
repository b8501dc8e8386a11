import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Gender of a worker on the real-name roster (migration 1700000000240's CHECK): 1 男, 2 女. SPEC shows no codes. */
export const GENDER = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
] as const satisfies LookupTable<number>;

/** A code of GENDER. */
export type Gender = (typeof GENDER)[number]['value'];

/** Label of a gender code; '' when missing, 未知 when unknown. */
export function genderLabel(value: LookupInput): string {
  return labelOf(GENDER, value);
}
