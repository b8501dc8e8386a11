/**
 * Codes and Chinese names of AI events and test samples live in `@worksite/lookups` (docs/decisions/0220);
 * re-exported here with the other texts of their screens.
 */
export {
  AI_EVENT_KIND,
  SAMPLE_CATEGORY,
  SAMPLE_RESULT,
  aiEventKindLabel,
  sampleCategoryLabel,
  sampleResultLabel,
  type AiEventKind,
  type SampleCategory,
  type SampleResult,
} from '@worksite/lookups';

/** Series names and row texts of the two screens. */
export const aiSampleTexts = {
  eventsSeries: '识别事件',
  sampledSeries: '取样',
  reportedSeries: '出具报告',
  handled: '已处理',
  unhandled: '未处理',
  /** Suffix of an hour category: `0时` … `23时`. */
  hourSuffix: '时',
  /** A sample whose testing institution is not filled in. */
  noInstitution: '未指定',
} as const;
