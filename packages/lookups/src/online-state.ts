import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/**
 * A device's online state (docs/decisions/0380): computed by the server from its last report (online when
 * seen within the online window), sent as a boolean; 1 online, 0 offline.
 */
export const ONLINE_STATE = [
  { value: 1, label: '在线' },
  { value: 0, label: '离线' },
] as const satisfies LookupTable<number>;

/** Label of an online state (`true` / `false` read as 1 / 0); '' when missing, 未知 when unknown. */
export function onlineStateLabel(value: LookupInput | boolean): string {
  return labelOf(ONLINE_STATE, typeof value === 'boolean' ? Number(value) : value);
}
