import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Project status (SPEC §3): preparation, approved, under construction, completed, stopped. */
export const PROJECT_STATUS = [
  { value: 1, label: '筹备' },
  { value: 2, label: '立项' },
  { value: 3, label: '在建' },
  { value: 4, label: '竣工' },
  { value: 5, label: '停工' },
] as const satisfies LookupTable<number>;

/** A code of PROJECT_STATUS. */
export type ProjectStatus = (typeof PROJECT_STATUS)[number]['value'];

/** Label of a ProjectStatus code; '' when missing, 未知 when unknown. */
export function projectStatusLabel(value: LookupInput): string {
  return labelOf(PROJECT_STATUS, value);
}
