import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Stationary pollution source type (SPEC §3); 999 is other. */
export const POLLUTION_SOURCE_TYPE = [
  { value: 0, label: '项目' },
  { value: 1, label: '公共区域' },
  { value: 2, label: '检测机构' },
  { value: 3, label: '商砼站' },
  { value: 4, label: '消纳场' },
  { value: 5, label: '道路卡口' },
  { value: 6, label: '食堂' },
  { value: 999, label: '其他' },
] as const satisfies LookupTable<number>;

/** A code of POLLUTION_SOURCE_TYPE. */
export type PollutionSourceType = (typeof POLLUTION_SOURCE_TYPE)[number]['value'];

/** Label of a PollutionSourceType code; '' when missing, 未知 when unknown. */
export function pollutionSourceTypeLabel(value: LookupInput): string {
  return labelOf(POLLUTION_SOURCE_TYPE, value);
}
