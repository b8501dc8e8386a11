import { labelOf, type LookupInput, type LookupTable } from './lookup-table';

/**
 * Codes and Chinese names of AI events and test samples (docs/decisions/0220), in display order: the CHECK
 * lists of migration 1700000000280. Not SPEC §3 tables; unknown codes label as the code itself.
 */
export const AI_EVENT_KIND = [
  { value: 'no_helmet', label: '未戴安全帽' },
  { value: 'no_vest', label: '未穿反光衣' },
  { value: 'intrusion', label: '区域入侵' },
  { value: 'fire', label: '烟火识别' },
  { value: 'smoking', label: '吸烟识别' },
  { value: 'unwashed_vehicle', label: '车辆未冲洗' },
] as const satisfies LookupTable<string>;
/** A code of AI_EVENT_KIND. */
export type AiEventKind = (typeof AI_EVENT_KIND)[number]['value'];

/** Sample categories (材料类别). */
export const SAMPLE_CATEGORY = [
  { value: 'concrete', label: '混凝土试块' },
  { value: 'rebar', label: '钢筋' },
  { value: 'cement', label: '水泥' },
  { value: 'mortar', label: '砂浆' },
  { value: 'waterproof', label: '防水材料' },
  { value: 'block', label: '砌块' },
  { value: 'aggregate', label: '砂石' },
] as const satisfies LookupTable<string>;
/** A code of SAMPLE_CATEGORY. */
export type SampleCategory = (typeof SAMPLE_CATEGORY)[number]['value'];

/** Test results. */
export const SAMPLE_RESULT = [
  { value: 'pending', label: '待检测' },
  { value: 'pass', label: '合格' },
  { value: 'fail', label: '不合格' },
] as const satisfies LookupTable<string>;
/** A code of SAMPLE_RESULT. */
export type SampleResult = (typeof SAMPLE_RESULT)[number]['value'];

/** Name of an AI event kind; the code itself when unknown. */
export const aiEventKindLabel = (value: LookupInput): string => labelOf(AI_EVENT_KIND, value, String(value ?? ''));
/** Name of a sample category; the code itself when unknown. */
export const sampleCategoryLabel = (value: LookupInput): string => labelOf(SAMPLE_CATEGORY, value, String(value ?? ''));
/** Name of a test result; the code itself when unknown. */
export const sampleResultLabel = (value: LookupInput): string => labelOf(SAMPLE_RESULT, value, String(value ?? ''));
