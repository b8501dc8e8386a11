import type { AiEventKind, SampleCategory } from './ai-sample-lookups';

/**
 * Made-up values the demo data and the simulator draw from (docs/decisions/0220): how often each AI event
 * kind and sample category occurs, and the names of people, institutions and specifications. Demo data, not
 * interface text: the names shown for codes live in ai-sample-lookups.ts.
 */
export const AI_KIND_WEIGHTS: readonly (readonly [AiEventKind, number])[] = [
  ['no_helmet', 35],
  ['no_vest', 20],
  ['intrusion', 15],
  ['smoking', 12],
  ['unwashed_vehicle', 12],
  ['fire', 6],
];

export const SAMPLE_CATEGORY_WEIGHTS: readonly (readonly [SampleCategory, number])[] = [
  ['concrete', 35],
  ['rebar', 25],
  ['mortar', 10],
  ['cement', 8],
  ['waterproof', 8],
  ['block', 8],
  ['aggregate', 6],
];

/** Specifications / strength grades per category. */
export const SAMPLE_SPECS: Readonly<Record<SampleCategory, readonly string[]>> = {
  concrete: ['C30', 'C35', 'C40', 'C30 P8'],
  rebar: ['HRB400E Φ12', 'HRB400E Φ16', 'HRB400E Φ20', 'HRB400E Φ25'],
  cement: ['P.O 42.5', 'P.O 52.5'],
  mortar: ['M7.5', 'M10', 'M15'],
  waterproof: ['SBS 4mm', '聚氨酯防水涂料', 'JS防水涂料'],
  block: ['MU10 烧结多孔砖', 'A3.5 B06 加气块'],
  aggregate: ['中砂', '碎石 5-25mm'],
};

/** Days from sending to the report: concrete and mortar cubes cure 28 days, the rest test within days. */
export const SAMPLE_TEST_DAYS: Readonly<Record<SampleCategory, number>> = {
  concrete: 28, mortar: 28, cement: 3, rebar: 2, waterproof: 3, block: 3, aggregate: 2,
};

export const TESTING_INSTITUTIONS: readonly string[] = [
  '深圳市鹏建工程质量检测有限公司',
  '华南建设工程检测中心',
  '深圳市安泰建材检测站',
  '广州市穗建工程检测有限公司',
];

/** Supervisors who witness sampling (见证人). */
export const WITNESSES: readonly string[] = ['王立新', '赵文博', '孙海涛', '周晓明', '吴建华'];

export const SAMPLERS: readonly string[] = ['陈志强', '刘洋', '黄磊', '林峰', '郑浩', '许文静'];

/** Share of samples taken with a witness, and of tested samples that fail. */
export const WITNESS_SHARE = 0.82;
export const FAIL_SHARE = 0.06;

/** Codes repeated by weight (a list to draw from uniformly). */
export function weighted<T>(weights: readonly (readonly [T, number])[]): T[] {
  return weights.flatMap(([v, w]) => Array.from({ length: w }, () => v));
}

/** The element of `list` at the fraction `r` ∈ [0, 1). */
export function pick<T>(list: readonly T[], r: number): T {
  return list[Math.min(list.length - 1, Math.floor(r * list.length))]!;
}
