import { type LookupInput, type LookupTable, labelOf } from './lookup-table';

/** Conclusion of a project's completion acceptance (竣工验收; docs/decisions/0360): 1 合格, 2 不合格. SPEC shows no codes. */
export const FINISH_CHECK_CONCLUSION = [
  { value: 1, label: '合格' },
  { value: 2, label: '不合格' },
] as const satisfies LookupTable<number>;

/** A code of FINISH_CHECK_CONCLUSION. */
export type FinishCheckConclusion = (typeof FINISH_CHECK_CONCLUSION)[number]['value'];

/** Label of a conclusion code; '' when missing, 未知 when unknown. */
export function finishCheckConclusionLabel(value: LookupInput): string {
  return labelOf(FINISH_CHECK_CONCLUSION, value);
}
