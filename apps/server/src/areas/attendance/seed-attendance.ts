import type { SeedStep } from '../../shared/seed-step';
import { HISTORY_DAYS } from '../personnel/seed-personnel';
import { siteWeekMonday } from '../teams-training/seed-teams-training';

/**
 * Demo schedules for the attendance history (docs/decisions/0675), after the teams' week (seed-teams-training):
 * - every team is scheduled on each earlier day of the history that is not a Sunday and on which a worker of the
 *   team attended (a stopped site has no schedule), on the shift it works this week (白班 08:00–17:30, every
 *   fourth team 夜班 19:00–07:00);
 * - a night team's attendance on those days is moved to the night: the first 进 11 hours later (06:30–08:10 →
 *   17:30–19:10), the last 出 13½ hours later (17:00–19:30 → 06:30–09:00 the next day), as the day teams' times
 *   stand to 白班 — about one day in ten late and one in five early; today's rows are not touched (the screens).
 * Absent days are the scheduled workers without a row (the roster's ~8 %); Sundays attended are 未排班.
 */
export const seedAttendance: SeedStep = async (q, ctx) => {
  const projects = Object.values(ctx.projects);
  const monday = siteWeekMonday(ctx.now);
  await q.exec(
    `INSERT INTO shift_schedules (company_id, project_id, district_code, team_id, work_date, shift_id)
     SELECT t.company_id, t.project_id, t.district_code, t.id, d.day,
            (SELECT s.shift_id FROM shift_schedules s WHERE s.team_id = t.id AND s.if_del = 0 ORDER BY s.work_date LIMIT 1)
       FROM teams t
      CROSS JOIN LATERAL (SELECT $2::date - k AS day FROM generate_series(1, $3::int) k) d
      WHERE t.project_id = ANY($1::int[]) AND t.if_del = 0
        AND d.day > (now() AT TIME ZONE 'Asia/Shanghai')::date - $3::int
        AND extract(isodow FROM d.day) <> 7
        AND EXISTS (SELECT 1 FROM shift_schedules s WHERE s.team_id = t.id AND s.if_del = 0)
        AND EXISTS (SELECT 1 FROM attendance_records a JOIN workers w ON w.id = a.worker_id
                     WHERE a.project_id = t.project_id AND a.work_date = d.day AND w.team_name = t.team_name)
        AND NOT EXISTS (SELECT 1 FROM shift_schedules s WHERE s.team_id = t.id AND s.work_date = d.day AND s.if_del = 0)
      ORDER BY t.id, d.day`,
    [projects, monday, HISTORY_DAYS],
  );
  await q.exec(
    `UPDATE attendance_records a
        SET in_time = a.in_time + interval '11 hours',
            out_time = CASE WHEN a.out_time + interval '13 hours 30 minutes' <= now() THEN a.out_time + interval '13 hours 30 minutes' END
       FROM attendance_team_shifts ts, workers w
      WHERE w.id = a.worker_id AND ts.project_id = a.project_id AND ts.team_name = w.team_name AND ts.work_date = a.work_date
        AND a.project_id = ANY($1::int[]) AND a.work_date < $2::date
        AND (ts.expected_out AT TIME ZONE 'Asia/Shanghai')::date > ts.work_date
        AND a.in_time + interval '11 hours' <= now()`,
    [projects, monday],
  );
};
