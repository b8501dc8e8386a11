import type { SeedStep } from '../../shared/seed-step';

/** A task of the demo plan: WBS, name, planned start/end and actual start/end as days from the site day, %, predecessors. */
type PlanRow = readonly [wbs: string, name: string, start: number, end: number, actualStart: number | null, actualEnd: number | null, percentage: number, predecessors: string];

/**
 * The demo plan (docs/decisions/0723): 5 phases and 17 tasks (two WBS levels), 4 milestones (a task whose planned
 * start is its end, named …令 / …验收 / 封顶). Days are offsets from the seeding site day, so the plan stays current.
 * Delayed on the seeding day: 1.1 and 2.2 (finished after their planned end), 3.1 and 4.1 (planned end passed, not
 * 100 %) — 4 of 22 tasks.
 */
export const DEMO_PLAN: readonly PlanRow[] = [
  ['1', '施工准备', -120, -90, -120, -90, 100, ''],
  ['1.1', '场地平整', -120, -100, -120, -98, 100, ''],
  ['1.2', '临时设施搭建', -105, -92, -104, -92, 100, '1.1'],
  ['1.3', '开工令', -90, -90, -90, -90, 100, '1.2'],
  ['2', '基础工程', -90, -15, -88, -15, 100, '1'],
  ['2.1', '土方开挖', -90, -70, -88, -70, 100, '1.3'],
  ['2.2', '桩基施工', -70, -40, -70, -35, 100, '2.1'],
  ['2.3', '承台施工', -35, -18, -34, -18, 100, '2.2'],
  ['2.4', '基础验收', -15, -15, -15, -15, 100, '2.3'],
  ['3', '主体结构', -14, 60, -14, null, 25, '2'],
  ['3.1', '地下室结构', -14, -3, -14, null, 80, '2.4'],
  ['3.2', '一至五层结构', -2, 25, null, null, 10, '3.1'],
  ['3.3', '六至十层结构', 26, 55, null, null, 0, '3.2'],
  ['3.4', '主体封顶', 60, 60, null, null, 0, '3.3'],
  ['4', '机电安装', -10, 90, -10, null, 15, ''],
  ['4.1', '给排水预埋', -10, -2, -10, null, 60, '2.4'],
  ['4.2', '电气安装', 10, 70, null, null, 0, '4.1'],
  ['4.3', '通风空调安装', 30, 90, null, null, 0, '4.2'],
  ['5', '装饰装修', 60, 140, null, null, 0, '3'],
  ['5.1', '外墙装饰', 60, 110, null, null, 0, '3.4'],
  ['5.2', '室内装修', 70, 130, null, null, 0, '3.4'],
  ['5.3', '竣工验收', 140, 140, null, null, 0, '5.1,5.2'],
];

/** Milestones of the demo plan. */
export const DEMO_MILESTONES: ReadonlySet<string> = new Set(['1.3', '2.4', '3.4', '5.3']);

const WEATHER = ['晴', '多云', '阴', '小雨', '晴', '多云', '晴'] as const;
const TEMPERATURE = ['18~26℃', '17~24℃', '16~22℃', '15~20℃', '17~25℃', '18~27℃', '19~28℃'] as const;

/** The site day (yyyy-mm-dd) `days` from the site day holding `now`. */
export function siteDayOffset(now: number, days: number): string {
  const day = new Date(now + 8 * 3_600_000);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days)).toISOString().slice(0, 10);
}

/**
 * 进度计划 and 施工日志 of every demo project (docs/decisions/0723): the plan above (responsible: the project's
 * manager, else 项目经理), and a log for each of the last 7 site days (today included) naming the tasks under way.
 */
export const seedProgress: SeedStep = async (q, ctx) => {
  const day = (n: number | null) => (n === null ? null : siteDayOffset(ctx.now, n));
  const projects = Object.values(ctx.projects).sort((a, b) => a - b);
  for (const projectId of projects) {
    for (const [wbs, name, start, end, actualStart, actualEnd, percentage, predecessors] of DEMO_PLAN) {
      await q.exec(
        `INSERT INTO plan_tasks (company_id, project_id, district_code, wbs_code, task_name, predecessors, planned_start, planned_end,
                                 actual_start, actual_end, percentage, milestone, responsible)
         SELECT p.company_id, p.id, p.district_code, $2, $3, $4, $5::date, $6::date, $7::date, $8::date, $9, $10,
                CASE WHEN coalesce(p.project_manager, '') = '' THEN '项目经理' ELSE left(p.project_manager, 50) END
           FROM projects p WHERE p.id = $1`,
        [projectId, wbs, name, predecessors, day(start), day(end), day(actualStart), day(actualEnd), percentage, DEMO_MILESTONES.has(wbs) ? 1 : 0],
      );
    }
    for (let n = 6; n >= 0; n--) {
      const under = DEMO_PLAN.filter(([wbs, , start, end]) => wbs.includes('.') && start <= -n && end >= -n).map(([, name]) => name);
      await q.exec(
        `INSERT INTO construction_logs (company_id, project_id, district_code, log_date, weather, temperature, work_content, machinery, problems, recorder)
         SELECT p.company_id, p.id, p.district_code, $2::date, $3, $4, $5, $6, $7, '施工员'
           FROM projects p WHERE p.id = $1`,
        [projectId, day(-n), WEATHER[n] ?? '晴', TEMPERATURE[n] ?? '', `${under.length > 0 ? under.join('、') : '现场整理'}施工`,
          '塔吊1台、施工电梯1台', n === 3 ? '地下室结构进度滞后，已增加作业班组' : ''],
      );
    }
  }
};
