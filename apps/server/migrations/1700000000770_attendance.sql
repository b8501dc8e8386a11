-- Up Migration
-- 考勤管理 (issue 21, Deliver 3; docs/decisions/0670–0674). The gate writes one attendance_records row per worker and
-- site day (first 进, last 出); this migration adds the corrections (更正 / 补录) to the row and reads every day
-- against its team's shift through views, so the list, the daily sheet and the monthly summary agree.

-- A correction (0672) keeps the gate's times the first time a row is corrected (original_*; NULL for a day the
-- correction created: 补录), who corrected it, when and why; every correction is also an audit_log entry.
ALTER TABLE attendance_records
  ADD COLUMN original_in_time timestamptz,
  ADD COLUMN original_out_time timestamptz,
  ADD COLUMN corrected_by integer REFERENCES users(id),
  ADD COLUMN corrected_at timestamptz,
  ADD COLUMN correction_reason text NOT NULL DEFAULT '' CHECK (length(correction_reason) <= 200);

-- The judgement of a day (0670; @worksite/lookups ATTENDANCE_JUDGEMENT): 1 正常, 2 迟到, 3 早退, 4 迟到且早退,
-- 5 缺勤, 6 缺卡, 7 未排班, 8 未到班. `expected_in` / `expected_out` are the shift's instants (NULL: no schedule),
-- `at` the instant judged at (now()).
CREATE FUNCTION attendance_judgement(in_time timestamptz, out_time timestamptz, expected_in timestamptz, expected_out timestamptz, at timestamptz)
RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE
    WHEN expected_in IS NULL THEN CASE WHEN in_time IS NULL THEN NULL ELSE 7 END
    WHEN in_time IS NULL THEN CASE WHEN at >= expected_in THEN 5 ELSE 8 END
    WHEN out_time IS NULL AND at >= expected_out THEN 6
    WHEN in_time > expected_in AND out_time < expected_out THEN 4
    WHEN in_time > expected_in THEN 2
    WHEN out_time < expected_out THEN 3
    ELSE 1 END)::smallint
$$;

-- A team's shift on a day (排班表 → 班次设置) as instants on site: an end not after the start is the next day's (0645).
CREATE VIEW attendance_team_shifts AS
SELECT ss.id AS schedule_id, ss.company_id, ss.project_id, ss.team_id, t.team_name, ss.work_date, ss.shift_id, s.shift_name,
       (ss.work_date + s.start_time::time) AT TIME ZONE 'Asia/Shanghai' AS expected_in,
       (ss.work_date + (s.end_time <= s.start_time)::int + s.end_time::time) AT TIME ZONE 'Asia/Shanghai' AS expected_out
  FROM shift_schedules ss
  JOIN teams t ON t.id = ss.team_id AND t.if_del = 0
  JOIN work_shifts s ON s.id = ss.shift_id
 WHERE ss.if_del = 0;

-- 考勤记录 (the list of 考勤管理, 0671): each attendance day with its worker, team (the roster's team_name, matched to
-- the project's team), the shift of that team that day, hours, judgement and correction.
CREATE VIEW attendance_days AS
SELECT a.id, a.worker_id, w.worker_name, t.id AS team_id, w.team_name, a.work_date, ts.shift_id, ts.shift_name,
       ts.expected_in, ts.expected_out, a.in_time, a.out_time,
       round((extract(epoch FROM a.out_time - a.in_time) / 3600)::numeric, 2)::float8 AS hours,
       attendance_judgement(a.in_time, a.out_time, ts.expected_in, ts.expected_out, now()) AS judgement,
       coalesce(a.in_time > ts.expected_in, false) AS is_late,
       coalesce(a.out_time < ts.expected_out, false) AS is_early,
       CASE WHEN a.corrected_at IS NULL THEN '' WHEN a.original_in_time IS NULL THEN '补录' ELSE '更正' END AS correction_kind,
       a.original_in_time, a.original_out_time, a.correction_reason,
       coalesce(nullif(u.real_name, ''), u.user_name, '') AS corrected_by_name, a.corrected_at,
       a.project_id, a.company_id
  FROM attendance_records a
  JOIN workers w ON w.id = a.worker_id
  LEFT JOIN teams t ON t.project_id = a.project_id AND t.team_name = w.team_name AND t.if_del = 0
  LEFT JOIN attendance_team_shifts ts ON ts.team_id = t.id AND ts.work_date = a.work_date
  LEFT JOIN users u ON u.id = a.corrected_by;

-- 考勤日报 (0673): per scheduled team and day, each worker of the team on the roster that day with the day's
-- attendance, if any — a scheduled worker without one is 缺勤 once the shift has begun (未到班 before). The id
-- is made of the schedule's and the worker's (a sheet row has no table row of its own).
CREATE VIEW attendance_team_days AS
SELECT ts.schedule_id::bigint * 10000000 + w.id AS id, ts.work_date, ts.team_id, ts.team_name, ts.shift_id, ts.shift_name,
       ts.expected_in, ts.expected_out, w.id AS worker_id, w.worker_name, a.id AS attendance_id, a.in_time, a.out_time,
       round((extract(epoch FROM a.out_time - a.in_time) / 3600)::numeric, 2)::float8 AS hours,
       attendance_judgement(a.in_time, a.out_time, ts.expected_in, ts.expected_out, now()) AS judgement,
       ts.project_id, ts.company_id
  FROM attendance_team_shifts ts
  JOIN workers w ON w.project_id = ts.project_id AND w.team_name = ts.team_name AND w.if_del = 0
                AND w.entry_date <= ts.work_date AND (w.exit_date IS NULL OR w.exit_date >= ts.work_date)
  LEFT JOIN attendance_records a ON a.worker_id = w.id AND a.work_date = ts.work_date;

-- 考勤月汇总 (0674): per worker and month, the days present and their hours, the days late, early, 缺卡 and the
-- scheduled days absent. The id is the worker's and the month's (yyyymm).
CREATE VIEW attendance_months AS
SELECT x.worker_id::bigint * 1000000 + (extract(year FROM x.month) * 100 + extract(month FROM x.month))::int AS id,
       x.month, x.worker_id, w.worker_name, w.team_name,
       count(*) FILTER (WHERE x.present)::int AS present_days,
       round(coalesce(sum(x.hours), 0)::numeric, 2)::float8 AS hours,
       count(*) FILTER (WHERE x.is_late)::int AS late_count,
       count(*) FILTER (WHERE x.is_early)::int AS early_count,
       count(*) FILTER (WHERE x.judgement = 6)::int AS missing_out_count,
       count(*) FILTER (WHERE NOT x.present)::int AS absent_count,
       x.project_id, x.company_id
  FROM (SELECT d.worker_id, date_trunc('month', d.work_date)::date AS month, true AS present, d.hours, d.is_late, d.is_early, d.judgement,
               d.project_id, d.company_id
          FROM attendance_days d
        UNION ALL
        SELECT s.worker_id, date_trunc('month', s.work_date)::date, false, NULL, false, false, s.judgement, s.project_id, s.company_id
          FROM attendance_team_days s WHERE s.judgement = 5) x
  JOIN workers w ON w.id = x.worker_id
 GROUP BY x.worker_id, x.month, w.worker_name, w.team_name, x.project_id, x.company_id;

-- The sheet and the summary find a team's workers by name and a day's schedule by team.
CREATE INDEX workers_project_team_idx ON workers (project_id, team_name) WHERE if_del = 0;
CREATE INDEX shift_schedules_team_day_idx ON shift_schedules (team_id, work_date) WHERE if_del = 0;

-- Down Migration
DROP INDEX shift_schedules_team_day_idx;
DROP INDEX workers_project_team_idx;
DROP VIEW attendance_months;
DROP VIEW attendance_team_days;
DROP VIEW attendance_days;
DROP VIEW attendance_team_shifts;
DROP FUNCTION attendance_judgement(timestamptz, timestamptz, timestamptz, timestamptz, timestamptz);
ALTER TABLE attendance_records
  DROP COLUMN correction_reason, DROP COLUMN corrected_at, DROP COLUMN corrected_by, DROP COLUMN original_out_time,
  DROP COLUMN original_in_time;
