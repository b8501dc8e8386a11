import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Safety hazard type (SPEC §3), named after the JGJ 59 inspection items. */
export const HAZARD_TYPE = [
  { value: 1, label: '安全管理' },
  { value: 2, label: '文明施工' },
  { value: 3, label: '脚手架' },
  { value: 4, label: '施工用电' },
  { value: 5, label: '塔式起重机' },
  { value: 6, label: '施工升降机' },
  { value: 7, label: '物料提升机' },
  { value: 8, label: '基坑支护' },
  { value: 9, label: '模板支架' },
  { value: 10, label: '施工机具' },
  { value: 11, label: '三宝四口五临边' },
] as const satisfies LookupTable<number>;

/** A code of HAZARD_TYPE. */
export type HazardType = (typeof HAZARD_TYPE)[number]['value'];

/** Label of a HazardType code; '' when missing, 未知 when unknown. */
export function hazardTypeLabel(value: LookupInput): string {
  return labelOf(HAZARD_TYPE, value);
}
