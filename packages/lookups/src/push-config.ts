import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** What a platform push configuration sends (推送配置; docs/decisions/0365). SPEC names "platform push" only. */
export const PUSH_EVENT_KIND = [
  { value: 1, label: '设备报警' },
  { value: 2, label: '环境报警' },
  { value: 3, label: '证书到期提醒' },
  { value: 4, label: '系统公告' },
] as const satisfies LookupTable<number>;

/** How it is sent (docs/decisions/0365). */
export const PUSH_CHANNEL = [
  { value: 1, label: '站内消息' },
  { value: 2, label: '短信' },
  { value: 3, label: '大屏广播' },
] as const satisfies LookupTable<number>;

/** What became of one push (推送记录; docs/decisions/0412). */
export const PUSH_RECORD_STATUS = [
  { value: 1, label: '已送达' },
  { value: 2, label: '未发送' },
] as const satisfies LookupTable<number>;

/** Label of a push event kind; '' when missing, 未知 when unknown. */
export function pushEventKindLabel(value: LookupInput): string {
  return labelOf(PUSH_EVENT_KIND, value);
}

/** Label of a push channel; '' when missing, 未知 when unknown. */
export function pushChannelLabel(value: LookupInput): string {
  return labelOf(PUSH_CHANNEL, value);
}

/** Label of a push record's status; '' when missing, 未知 when unknown. */
export function pushRecordStatusLabel(value: LookupInput): string {
  return labelOf(PUSH_RECORD_STATUS, value);
}
