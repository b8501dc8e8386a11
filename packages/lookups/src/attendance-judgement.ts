import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/**
 * An attendance day judged against its team's shift that day (考勤管理; docs/decisions/0670): the first 进 after the
 * shift's start is 迟到, the last 出 before its end 早退 (an overnight shift ends the next day, 0645); a scheduled
 * worker without a day once the shift has begun is 缺勤; a day whose shift has ended with no 出 is 缺卡; a day of a
 * worker whose team has no schedule that day is 未排班; a scheduled worker whose shift has not begun is 未到班.
 * SPEC shows no codes.
 */
export const ATTENDANCE_JUDGEMENT = [
  { value: 1, label: '正常' },
  { value: 2, label: '迟到' },
  { value: 3, label: '早退' },
  { value: 4, label: '迟到且早退' },
  { value: 5, label: '缺勤' },
  { value: 6, label: '缺卡' },
  { value: 7, label: '未排班' },
  { value: 8, label: '未到班' },
] as const satisfies LookupTable<number>;

/** Label of an attendance judgement code; '' when missing, 未知 when unknown. */
export function attendanceJudgementLabel(value: LookupInput): string {
  return labelOf(ATTENDANCE_JUDGEMENT, value);
}
