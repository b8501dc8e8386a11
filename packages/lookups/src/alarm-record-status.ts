import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Alarm record status (docs/decisions/0150–0152): 1 open (待处理), 2 acknowledged (处理中), 3 closed (已关闭). */
export const ALARM_RECORD_STATUS = [
  { value: 1, label: '待处理' },
  { value: 2, label: '处理中' },
  { value: 3, label: '已关闭' },
] as const satisfies LookupTable<number>;

/** A code of ALARM_RECORD_STATUS. */
export type AlarmRecordStatus = (typeof ALARM_RECORD_STATUS)[number]['value'];

/** Label of an alarm record status; '' when missing, 未知 when unknown. */
export function alarmRecordStatusLabel(value: LookupInput): string {
  return labelOf(ALARM_RECORD_STATUS, value);
}
