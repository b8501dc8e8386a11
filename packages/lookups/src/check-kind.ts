import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Kind of check (SPEC §3): daily, quarterly, annual, project department, supervisor quality, special. */
export const CHECK_KIND = [
  { value: 1, label: '日常检查' },
  { value: 2, label: '季度检查' },
  { value: 3, label: '年度检查' },
  { value: 4, label: '项目部检查' },
  { value: 5, label: '监理质量检查' },
  { value: 6, label: '专项检查' },
] as const satisfies LookupTable<number>;

/** A code of CHECK_KIND. */
export type CheckKind = (typeof CHECK_KIND)[number]['value'];

/** Label of a CheckKind code; '' when missing, 未知 when unknown. */
export function checkKindLabel(value: LookupInput): string {
  return labelOf(CHECK_KIND, value);
}
