import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Alarm level (SPEC §3): city, district, fixed source. */
export const ALARM_LEVEL = [
  { value: 1, label: '市级' },
  { value: 2, label: '区级' },
  { value: 3, label: '固定源' },
] as const satisfies LookupTable<number>;

/** A code of ALARM_LEVEL. */
export type AlarmLevel = (typeof ALARM_LEVEL)[number]['value'];

/** Label of a AlarmLevel code; '' when missing, 未知 when unknown. */
export function alarmLevelLabel(value: LookupInput): string {
  return labelOf(ALARM_LEVEL, value);
}
