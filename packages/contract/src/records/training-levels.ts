/**
 * Levels of a training (docs/decisions/0642): 三级教育's three — company, project, team — each a worker must have
 * before first entry (the gate reads them per worker, view `worker_safety_education`), and 专项培训 for the rest.
 */
export const TRAINING_LEVELS = ['公司级', '项目级', '班组级', '专项培训'] as const;

/** The three levels of 三级教育. */
export const SAFETY_EDUCATION_LEVELS = ['公司级', '项目级', '班组级'] as const;
