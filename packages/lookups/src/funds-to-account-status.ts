import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Funds-to-account (wage payment) status (SPEC §3): not paid out, arrived, not arrived. */
export const FUNDS_TO_ACCOUNT_STATUS = [
  { value: 0, label: '未发放' },
  { value: 1, label: '已到账' },
  { value: 2, label: '未到账' },
] as const satisfies LookupTable<number>;

/** A code of FUNDS_TO_ACCOUNT_STATUS. */
export type FundsToAccountStatus = (typeof FUNDS_TO_ACCOUNT_STATUS)[number]['value'];

/** Label of a FundsToAccountStatus code; '' when missing, 未知 when unknown. */
export function fundsToAccountStatusLabel(value: LookupInput): string {
  return labelOf(FUNDS_TO_ACCOUNT_STATUS, value);
}
