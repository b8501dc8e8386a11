import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** User type, UserAuthType (SPEC §1): enterprise, government, project. */
export const USER_AUTH_TYPE = [
  { value: 0, label: '企业' },
  { value: 1, label: '政府' },
  { value: 2, label: '项目' },
] as const satisfies LookupTable<number>;

/** A code of USER_AUTH_TYPE. */
export type UserAuthType = (typeof USER_AUTH_TYPE)[number]['value'];

/** Label of a UserAuthType code; '' when missing, 未知 when unknown. */
export function userAuthTypeLabel(value: LookupInput): string {
  return labelOf(USER_AUTH_TYPE, value);
}
