import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Bank (wage) account status (SPEC §3): application submitted, bank confirmed, rejected. */
export const BANK_ACCOUNT_STATUS = [
  { value: 1, label: '已提交申请' },
  { value: 2, label: '银行已确认' },
  { value: 3, label: '已驳回' },
] as const satisfies LookupTable<number>;

/** A code of BANK_ACCOUNT_STATUS. */
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUS)[number]['value'];

/** Label of a BankAccountStatus code; '' when missing, 未知 when unknown. */
export function bankAccountStatusLabel(value: LookupInput): string {
  return labelOf(BANK_ACCOUNT_STATUS, value);
}
