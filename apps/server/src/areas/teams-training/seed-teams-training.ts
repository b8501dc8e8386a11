import type { SeedStep } from '../../shared/seed-step';

/** Management units of the roster, not labour teams (worker-roster.ts). */
const NOT_TEAMS = ['项目部', '监理部', '建设单位'];

/** The Monday (site day, yyyy-mm-dd) of the site week holding `now`. */
export function siteWeekMonday(now: number): string {
  const day = new Date(now + 8 * 3_600_000);
  const weekday = (day.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - weekday)).toISOString().slice(0, 10);
}

/**
 * Demo teams, shifts, this week's schedule and training (docs/decisions/0646), after the roster:
 * - each company of a demo project gets 白班 08:00–17:30 (the roster's day: 0675) and the overnight 夜班 19:00–07:00 where it has no shift;
 * - each labour team of a project's roster becomes a team: its first 1032 member the leader, the project's labour
 *   subcontractor (劳务分包) its employer;
 * - every team works 白班 Monday to Sunday of the current site week, every fourth team (by id) 夜班;
 * - per project with a roster: a plan and a session per 三级教育 level, attended (passed, 3 hours) by every live
 *   worker — except the project's last labour worker, who lacks 班组级 (the gate's missing-training story).
 */
export const seedTeamsTraining: SeedStep = async (q, ctx) => {
  const projects = Object.values(ctx.projects);
  await q.exec(
    `INSERT INTO work_shifts (company_id, shift_name, start_time, end_time, remark)
     SELECT c.company_id, s.name, s.starts, s.ends, s.remark
       FROM (SELECT DISTINCT company_id FROM projects WHERE id = ANY($1::int[])) c
      CROSS JOIN (VALUES (1, '白班', '08:00', '17:30', ''), (2, '夜班', '19:00', '07:00', '跨夜：次日07:00下班')) AS s(n, name, starts, ends, remark)
      WHERE NOT EXISTS (SELECT 1 FROM work_shifts w WHERE w.company_id = c.company_id AND w.if_del = 0)
      ORDER BY c.company_id, s.n`,
    [projects],
  );
  await q.exec(
    `INSERT INTO teams (company_id, project_id, district_code, team_name, leader_worker_id, employer_name, work_type)
     SELECT p.company_id, p.id, p.district_code, w.team_name,
            min(w.id) FILTER (WHERE w.work_type = 1032),
            coalesce((SELECT o.org_name FROM organisations o JOIN project_orgs po ON po.org_id = o.id
                       WHERE po.project_id = p.id AND o.org_type = 6 AND o.if_del = 0 ORDER BY o.id LIMIT 1), ''),
            min(w.work_type) FILTER (WHERE w.work_type <> 1032)
       FROM projects p JOIN workers w ON w.project_id = p.id AND w.if_del = 0
      WHERE p.id = ANY($1::int[]) AND w.team_name <> '' AND w.team_name <> ALL($2::text[])
      GROUP BY p.id, p.company_id, p.district_code, w.team_name
      ORDER BY p.id, min(w.id)`,
    [projects, NOT_TEAMS],
  );
  await q.exec(
    `INSERT INTO shift_schedules (company_id, project_id, district_code, team_id, work_date, shift_id)
     SELECT * FROM (
       SELECT t.company_id, t.project_id, t.district_code, t.id, $2::date + d AS work_date,
              -- 夜班 / 白班 by name; a company whose shifts another step named otherwise: its first shift
              coalesce((SELECT s.id FROM work_shifts s WHERE s.company_id = t.company_id AND s.if_del = 0
                           AND s.shift_name = CASE WHEN t.rank % 4 = 0 THEN '夜班' ELSE '白班' END ORDER BY s.id LIMIT 1),
                       (SELECT s.id FROM work_shifts s WHERE s.company_id = t.company_id AND s.if_del = 0 ORDER BY s.id LIMIT 1)) AS shift_id
         FROM (SELECT t.*, row_number() OVER (PARTITION BY t.project_id ORDER BY t.id) AS rank FROM teams t
                WHERE t.project_id = ANY($1::int[]) AND t.if_del = 0) t
        CROSS JOIN generate_series(0, 6) AS d
     ) rows WHERE shift_id IS NOT NULL
     ORDER BY id, work_date`,
    [projects, siteWeekMonday(ctx.now)],
  );
  await seedTraining(q, projects);
};

const LEVELS: readonly (readonly [string, string, string])[] = [
  ['公司级', '08:30', '11:30'],
  ['项目级', '13:30', '16:30'],
  ['班组级', '17:00', '20:00'],
];

async function seedTraining(q: Parameters<SeedStep>[0], projects: readonly number[]): Promise<void> {
  for (const [level, starts, ends] of LEVELS) {
    await q.exec(
      `INSERT INTO training_plans (company_id, project_id, district_code, plan_name, training_level, start_date, end_date, planned_hours, trainer, content)
       SELECT p.id_company, p.id, p.district_code, $2 || '安全教育计划', $2, p.start_date, p.end_date, 3, '安全总监', $2 || '安全教育：安全生产法规、现场危险源、岗位安全操作规程'
         FROM (SELECT id, company_id AS id_company, district_code, start_date, end_date FROM projects WHERE id = ANY($1::int[])) p
        WHERE EXISTS (SELECT 1 FROM workers w WHERE w.project_id = p.id AND w.if_del = 0)
        ORDER BY p.id`,
      [projects, level],
    );
    // One session per level the day before the project's first entry (site time), 3 hours.
    await q.exec(
      `INSERT INTO training_sessions (company_id, project_id, district_code, topic, training_level, plan_id, start_time, end_time, hours, trainer, place)
       SELECT pl.company_id, pl.project_id, pl.district_code, $1 || '三级安全教育', $1, pl.id,
              ((SELECT min(entry_date) FROM workers w WHERE w.project_id = pl.project_id AND w.if_del = 0) - 1 + $2::time) AT TIME ZONE 'Asia/Shanghai',
              ((SELECT min(entry_date) FROM workers w WHERE w.project_id = pl.project_id AND w.if_del = 0) - 1 + $3::time) AT TIME ZONE 'Asia/Shanghai',
              3, '安全总监', '项目部会议室'
         FROM training_plans pl WHERE pl.project_id = ANY($4::int[]) AND pl.training_level = $1 AND pl.if_del = 0
        ORDER BY pl.project_id`,
      [level, starts, ends, projects],
    );
  }
  await q.exec(
    `INSERT INTO training_attendees (company_id, project_id, district_code, session_id, worker_id, hours, passed, training_level)
     SELECT s.company_id, s.project_id, s.district_code, s.id, w.id, 3, 1, s.training_level
       FROM training_sessions s JOIN workers w ON w.project_id = s.project_id AND w.if_del = 0
      WHERE s.project_id = ANY($1::int[]) AND s.if_del = 0
        AND NOT (s.training_level = '班组级' AND w.id = (SELECT max(x.id) FROM workers x WHERE x.project_id = s.project_id AND x.if_del = 0
                                                        AND x.team_name <> ALL($2::text[])))
      ORDER BY s.id, w.id`,
    [projects, NOT_TEAMS],
  );
}
