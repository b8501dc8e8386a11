import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Kind of a supervising authority's inspection of a project (监管记录; docs/decisions/0433). */
export const SUPERVISION_CHECK_TYPE = [
  { value: 1, label: '日常巡查' },
  { value: 2, label: '专项检查' },
  { value: 3, label: '节假日检查' },
  { value: 4, label: '复查' },
] as const satisfies LookupTable<number>;

/** Where an inspection record stands: the project rectifies, the inspector reviews (docs/decisions/0433). */
export const SUPERVISION_RECORD_STATUS = [
  { value: 0, label: '待整改' },
  { value: 1, label: '已整改' },
  { value: 2, label: '已复查' },
] as const satisfies LookupTable<number>;

/** Label of an inspection kind; '' when missing, 未知 when unknown. */
export function supervisionCheckTypeLabel(value: LookupInput): string {
  return labelOf(SUPERVISION_CHECK_TYPE, value);
}

/** Label of an inspection record's status; '' when missing, 未知 when unknown. */
export function supervisionRecordStatusLabel(value: LookupInput): string {
  return labelOf(SUPERVISION_RECORD_STATUS, value);
}
