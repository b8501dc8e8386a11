/**
 * Chinese text of the paging package. SPEC §9 names the date shortcuts only in English;
 * the labels are the customary ones (docs/decisions/0031-paging-choices.md).
 */
export const PAGING_MESSAGES = {
  lastWeek: '最近一周',
  lastMonth: '最近一个月',
  lastThreeMonths: '最近三个月',
} as const;
