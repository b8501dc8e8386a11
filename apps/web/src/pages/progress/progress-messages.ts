/** Texts of 进度计划's Gantt chart (docs/decisions/0722; chosen: SPEC has none). */
export const progressMessages = {
  title: '进度计划甘特图',
  project: '项目',
  percentage: '完成百分比',
  delayed: '延期',
  delayedCount: (n: number) => `延期任务 ${n} 项`,
  loading: '加载中…',
  empty: '暂无进度任务',
} as const;
