-- Up Migration
-- Per-project summaries of the large-screen statistics (docs/decisions/0230-screen-summaries.md): attendance
-- per project, day and hour of arrival; gate passages per project, site day, direction and vehicle type;
-- wages per project, month and funds status; workers with an arrived wage per project and year; maintenance
-- records per project, kind and equipment type, and per project, kind and site month. Each is kept by
-- statement-level triggers on its base table (transition tables, one grouped upsert per statement, keys in
-- order, in the writer's transaction), so whatever writes the base rows (demo seed, benchmark fill, API, SQL
-- by hand) keeps them exact; they are backfilled here. Every summary carries the base rows' company_id and
-- project_id (and nothing else the scope could match), so the screens' scope conditions select exactly the
-- summarised rows the base conditions did. Site days and months are China Standard Time (decision 0160).
-- Rows whose counts reach 0 are removed.

-- Attendance: one row per (company, project, work date, site hour of entry).
CREATE TABLE screen_attendance_days (
  company_id integer NOT NULL,
  project_id integer NOT NULL,
  work_date date NOT NULL,
  in_hour smallint NOT NULL,
  n integer NOT NULL,
  -- of which without an exit (out_time IS NULL)
  inside integer NOT NULL,
  PRIMARY KEY (company_id, project_id, work_date, in_hour)
);
CREATE INDEX screen_attendance_days_project_idx ON screen_attendance_days (project_id, work_date) INCLUDE (in_hour, n, inside);
CREATE INDEX screen_attendance_days_date_idx ON screen_attendance_days (work_date) INCLUDE (project_id, in_hour, n, inside);

-- Gate passages: one row per (company, project, site day, direction, vehicle type).
CREATE TABLE screen_passage_days (
  company_id integer NOT NULL,
  project_id integer NOT NULL,
  day date NOT NULL,
  direction text NOT NULL,
  car_type text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (company_id, project_id, day, direction, car_type)
);
CREATE INDEX screen_passage_days_project_idx ON screen_passage_days (project_id, day) INCLUDE (direction, car_type, n);
CREATE INDEX screen_passage_days_day_idx ON screen_passage_days (day) INCLUDE (direction, car_type, n);

-- Wages: one row per (company, project, pay month, funds status).
CREATE TABLE screen_wage_months (
  company_id integer NOT NULL,
  project_id integer NOT NULL,
  pay_month date NOT NULL,
  funds_status smallint NOT NULL,
  n integer NOT NULL,
  amount numeric NOT NULL,
  PRIMARY KEY (company_id, project_id, pay_month, funds_status)
);
CREATE INDEX screen_wage_months_project_idx ON screen_wage_months (project_id, pay_month) INCLUDE (funds_status, n, amount);

-- Arrived wages (funds status 1): one row per (company, project, pay year, worker) with their count.
CREATE TABLE screen_wage_arrivals (
  company_id integer NOT NULL,
  project_id integer NOT NULL,
  pay_year smallint NOT NULL,
  worker_id integer NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (company_id, project_id, pay_year, worker_id)
);
CREATE INDEX screen_wage_arrivals_project_idx ON screen_wage_arrivals (project_id, pay_year) INCLUDE (worker_id);
CREATE INDEX screen_wage_arrivals_year_idx ON screen_wage_arrivals (pay_year) INCLUDE (worker_id);

-- Maintenance and inspection records (the four rout_insp_* kinds, if_del = 0; project_id may be NULL as in
-- the records): one row per (company, project, kind, equipment type), and one per (company, project, kind,
-- site month).
CREATE TABLE screen_maintenance_types (
  company_id integer NOT NULL,
  project_id integer,
  kind text NOT NULL,
  device_type text NOT NULL,
  n integer NOT NULL
);
CREATE UNIQUE INDEX screen_maintenance_types_key ON screen_maintenance_types (company_id, project_id, kind, device_type) NULLS NOT DISTINCT;
CREATE INDEX screen_maintenance_types_project_idx ON screen_maintenance_types (project_id) INCLUDE (kind, device_type, n);
CREATE TABLE screen_maintenance_months (
  company_id integer NOT NULL,
  project_id integer,
  kind text NOT NULL,
  month date NOT NULL,
  n integer NOT NULL
);
CREATE UNIQUE INDEX screen_maintenance_months_key ON screen_maintenance_months (company_id, project_id, kind, month) NULLS NOT DISTINCT;
CREATE INDEX screen_maintenance_months_project_idx ON screen_maintenance_months (project_id, month) INCLUDE (kind, n);

-- Attendance ------------------------------------------------------------------------------------------------
CREATE FUNCTION screen_attendance_days_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO screen_attendance_days AS s (company_id, project_id, work_date, in_hour, n, inside)
    SELECT company_id, project_id, work_date, extract(hour FROM in_time AT TIME ZONE 'Asia/Shanghai')::smallint, count(*), count(*) FILTER (WHERE out_time IS NULL)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, project_id, work_date, in_hour) DO UPDATE SET n = s.n + excluded.n, inside = s.inside + excluded.inside;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO screen_attendance_days AS s (company_id, project_id, work_date, in_hour, n, inside)
    SELECT c, p, d, h, sum(dn), sum(di) FROM (
      SELECT company_id, project_id, work_date, extract(hour FROM in_time AT TIME ZONE 'Asia/Shanghai')::smallint, 1, (out_time IS NULL)::int FROM new_rows
      UNION ALL
      SELECT company_id, project_id, work_date, extract(hour FROM in_time AT TIME ZONE 'Asia/Shanghai')::smallint, -1, -(out_time IS NULL)::int FROM old_rows
    ) x(c, p, d, h, dn, di)
     GROUP BY 1, 2, 3, 4 HAVING sum(dn) <> 0 OR sum(di) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, project_id, work_date, in_hour) DO UPDATE SET n = s.n + excluded.n, inside = s.inside + excluded.inside;
  ELSE
    INSERT INTO screen_attendance_days AS s (company_id, project_id, work_date, in_hour, n, inside)
    SELECT company_id, project_id, work_date, extract(hour FROM in_time AT TIME ZONE 'Asia/Shanghai')::smallint, -count(*), -count(*) FILTER (WHERE out_time IS NULL)
      FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, project_id, work_date, in_hour) DO UPDATE SET n = s.n + excluded.n, inside = s.inside + excluded.inside;
  END IF;
  DELETE FROM screen_attendance_days s USING (SELECT DISTINCT company_id, project_id, work_date FROM old_rows) o
   WHERE s.company_id = o.company_id AND s.project_id = o.project_id AND s.work_date = o.work_date AND s.n = 0;
  RETURN NULL;
END $$;
CREATE TRIGGER screen_attendance_days_ins AFTER INSERT ON attendance_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screen_attendance_days_sync();
CREATE TRIGGER screen_attendance_days_upd AFTER UPDATE ON attendance_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screen_attendance_days_sync();
CREATE TRIGGER screen_attendance_days_del AFTER DELETE ON attendance_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION screen_attendance_days_sync();

-- Gate passages ---------------------------------------------------------------------------------------------
CREATE FUNCTION screen_passage_days_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO screen_passage_days AS s (company_id, project_id, day, direction, car_type, n)
    SELECT company_id, project_id, (ts AT TIME ZONE 'Asia/Shanghai')::date, direction, car_type, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (company_id, project_id, day, direction, car_type) DO UPDATE SET n = s.n + excluded.n;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO screen_passage_days AS s (company_id, project_id, day, direction, car_type, n)
    SELECT c, p, d, dir, ct, sum(dn) FROM (
      SELECT company_id, project_id, (ts AT TIME ZONE 'Asia/Shanghai')::date, direction, car_type, 1 FROM new_rows
      UNION ALL
      SELECT company_id, project_id, (ts AT TIME ZONE 'Asia/Shanghai')::date, direction, car_type, -1 FROM old_rows
    ) x(c, p, d, dir, ct, dn)
     GROUP BY 1, 2, 3, 4, 5 HAVING sum(dn) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (company_id, project_id, day, direction, car_type) DO UPDATE SET n = s.n + excluded.n;
  ELSE
    INSERT INTO screen_passage_days AS s (company_id, project_id, day, direction, car_type, n)
    SELECT company_id, project_id, (ts AT TIME ZONE 'Asia/Shanghai')::date, direction, car_type, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (company_id, project_id, day, direction, car_type) DO UPDATE SET n = s.n + excluded.n;
  END IF;
  DELETE FROM screen_passage_days s USING (SELECT DISTINCT company_id, project_id, (ts AT TIME ZONE 'Asia/Shanghai')::date AS day FROM old_rows) o
   WHERE s.company_id = o.company_id AND s.project_id = o.project_id AND s.day = o.day AND s.n = 0;
  RETURN NULL;
END $$;
CREATE TRIGGER screen_passage_days_ins AFTER INSERT ON vehicle_passages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screen_passage_days_sync();
CREATE TRIGGER screen_passage_days_upd AFTER UPDATE ON vehicle_passages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screen_passage_days_sync();
CREATE TRIGGER screen_passage_days_del AFTER DELETE ON vehicle_passages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION screen_passage_days_sync();

-- Wages -----------------------------------------------------------------------------------------------------
CREATE FUNCTION screen_wages_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO screen_wage_months AS s (company_id, project_id, pay_month, funds_status, n, amount)
    SELECT company_id, project_id, pay_month, funds_status, count(*), sum(amount)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, project_id, pay_month, funds_status) DO UPDATE SET n = s.n + excluded.n, amount = s.amount + excluded.amount;
    INSERT INTO screen_wage_arrivals AS s (company_id, project_id, pay_year, worker_id, n)
    SELECT company_id, project_id, extract(year FROM pay_month)::smallint, worker_id, count(*)
      FROM new_rows WHERE funds_status = 1 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, project_id, pay_year, worker_id) DO UPDATE SET n = s.n + excluded.n;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO screen_wage_months AS s (company_id, project_id, pay_month, funds_status, n, amount)
    SELECT c, p, m, fs, sum(dn), sum(da) FROM (
      SELECT company_id, project_id, pay_month, funds_status, 1, amount FROM new_rows
      UNION ALL
      SELECT company_id, project_id, pay_month, funds_status, -1, -amount FROM old_rows
    ) x(c, p, m, fs, dn, da)
     GROUP BY 1, 2, 3, 4 HAVING sum(dn) <> 0 OR sum(da) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, project_id, pay_month, funds_status) DO UPDATE SET n = s.n + excluded.n, amount = s.amount + excluded.amount;
    INSERT INTO screen_wage_arrivals AS s (company_id, project_id, pay_year, worker_id, n)
    SELECT c, p, y, w, sum(dn) FROM (
      SELECT company_id, project_id, extract(year FROM pay_month)::smallint, worker_id, 1 FROM new_rows WHERE funds_status = 1
      UNION ALL
      SELECT company_id, project_id, extract(year FROM pay_month)::smallint, worker_id, -1 FROM old_rows WHERE funds_status = 1
    ) x(c, p, y, w, dn)
     GROUP BY 1, 2, 3, 4 HAVING sum(dn) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, project_id, pay_year, worker_id) DO UPDATE SET n = s.n + excluded.n;
  ELSE
    INSERT INTO screen_wage_months AS s (company_id, project_id, pay_month, funds_status, n, amount)
    SELECT company_id, project_id, pay_month, funds_status, -count(*), -sum(amount)
      FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, project_id, pay_month, funds_status) DO UPDATE SET n = s.n + excluded.n, amount = s.amount + excluded.amount;
    INSERT INTO screen_wage_arrivals AS s (company_id, project_id, pay_year, worker_id, n)
    SELECT company_id, project_id, extract(year FROM pay_month)::smallint, worker_id, -count(*)
      FROM old_rows WHERE funds_status = 1 GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, project_id, pay_year, worker_id) DO UPDATE SET n = s.n + excluded.n;
  END IF;
  DELETE FROM screen_wage_months s USING (SELECT DISTINCT company_id, project_id, pay_month FROM old_rows) o
   WHERE s.company_id = o.company_id AND s.project_id = o.project_id AND s.pay_month = o.pay_month AND s.n = 0;
  DELETE FROM screen_wage_arrivals s USING (SELECT DISTINCT company_id, project_id, extract(year FROM pay_month)::smallint AS y, worker_id FROM old_rows) o
   WHERE s.company_id = o.company_id AND s.project_id = o.project_id AND s.pay_year = o.y AND s.worker_id = o.worker_id AND s.n = 0;
  RETURN NULL;
END $$;
CREATE TRIGGER screen_wages_ins AFTER INSERT ON wage_payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screen_wages_sync();
CREATE TRIGGER screen_wages_upd AFTER UPDATE ON wage_payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screen_wages_sync();
CREATE TRIGGER screen_wages_del AFTER DELETE ON wage_payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION screen_wages_sync();

-- Maintenance records (TG_ARGV[0]: the kind, the resource name of RECORD_KINDS) -------------------------------
CREATE FUNCTION screen_maintenance_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Signed rows of the statement: +1 per new row, -1 per old row (records with if_del <> 0 are not counted).
  plus constant text := $q$SELECT company_id, project_id, device_type, date_trunc('month', record_time AT TIME ZONE 'Asia/Shanghai')::date AS month, 1 AS d FROM new_rows WHERE if_del = 0$q$;
  minus constant text := $q$SELECT company_id, project_id, device_type, date_trunc('month', record_time AT TIME ZONE 'Asia/Shanghai')::date AS month, -1 AS d FROM old_rows WHERE if_del = 0$q$;
  delta text := CASE TG_OP WHEN 'INSERT' THEN plus WHEN 'DELETE' THEN minus ELSE plus || ' UNION ALL ' || minus END;
BEGIN
  EXECUTE format($q$
    WITH delta AS (%s),
    types AS (
      INSERT INTO screen_maintenance_types AS s (company_id, project_id, kind, device_type, n)
      SELECT company_id, project_id, $1, device_type, sum(d) FROM delta GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (company_id, project_id, kind, device_type) DO UPDATE SET n = s.n + excluded.n RETURNING 1)
    INSERT INTO screen_maintenance_months AS s (company_id, project_id, kind, month, n)
    SELECT company_id, project_id, $1, month, sum(d) FROM delta GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (company_id, project_id, kind, month) DO UPDATE SET n = s.n + excluded.n$q$, delta) USING TG_ARGV[0];
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM screen_maintenance_types s USING (SELECT DISTINCT company_id, project_id FROM old_rows) o
     WHERE s.kind = TG_ARGV[0] AND s.n = 0 AND s.company_id = o.company_id AND s.project_id IS NOT DISTINCT FROM o.project_id;
    DELETE FROM screen_maintenance_months s USING (SELECT DISTINCT company_id, project_id FROM old_rows) o
     WHERE s.kind = TG_ARGV[0] AND s.n = 0 AND s.company_id = o.company_id AND s.project_id IS NOT DISTINCT FROM o.project_id;
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE k record;
BEGIN
  FOR k IN SELECT * FROM (VALUES ('rout_insp_switch_box', 'RoutInspSwitchBox'), ('rout_insp_machinery', 'RoutInspMachinery'),
                                 ('rout_insp_repair', 'RoutInspRepair'), ('rout_insp_maintain', 'RoutInspMaintain')) v(tbl, kind) LOOP
    EXECUTE format('CREATE TRIGGER screen_maintenance_ins AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screen_maintenance_sync(%L)', k.tbl, k.kind);
    EXECUTE format('CREATE TRIGGER screen_maintenance_upd AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION screen_maintenance_sync(%L)', k.tbl, k.kind);
    EXECUTE format('CREATE TRIGGER screen_maintenance_del AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION screen_maintenance_sync(%L)', k.tbl, k.kind);
    EXECUTE format('CREATE INDEX %I ON %I (record_time)', k.tbl || '_record_time_idx', k.tbl);
    EXECUTE format('INSERT INTO screen_maintenance_types (company_id, project_id, kind, device_type, n)
                    SELECT company_id, project_id, %L, device_type, count(*) FROM %I WHERE if_del = 0 GROUP BY 1, 2, 3, 4', k.kind, k.tbl);
    EXECUTE format('INSERT INTO screen_maintenance_months (company_id, project_id, kind, month, n)
                    SELECT company_id, project_id, %L, date_trunc(''month'', record_time AT TIME ZONE ''Asia/Shanghai'')::date, count(*)
                      FROM %I WHERE if_del = 0 GROUP BY 1, 2, 3, 4', k.kind, k.tbl);
  END LOOP;
END $$;

-- TRUNCATE of a base table empties its summary (TRUNCATE … CASCADE fires for every table it empties).
CREATE FUNCTION screen_summaries_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'attendance_records' THEN TRUNCATE screen_attendance_days;
  ELSIF TG_TABLE_NAME = 'vehicle_passages' THEN TRUNCATE screen_passage_days;
  ELSIF TG_TABLE_NAME = 'wage_payments' THEN TRUNCATE screen_wage_months, screen_wage_arrivals;
  ELSE
    DELETE FROM screen_maintenance_types WHERE kind = TG_ARGV[0];
    DELETE FROM screen_maintenance_months WHERE kind = TG_ARGV[0];
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER screen_attendance_days_truncate AFTER TRUNCATE ON attendance_records FOR EACH STATEMENT EXECUTE FUNCTION screen_summaries_truncate();
CREATE TRIGGER screen_passage_days_truncate AFTER TRUNCATE ON vehicle_passages FOR EACH STATEMENT EXECUTE FUNCTION screen_summaries_truncate();
CREATE TRIGGER screen_wages_truncate AFTER TRUNCATE ON wage_payments FOR EACH STATEMENT EXECUTE FUNCTION screen_summaries_truncate();
CREATE TRIGGER screen_maintenance_truncate AFTER TRUNCATE ON rout_insp_switch_box FOR EACH STATEMENT EXECUTE FUNCTION screen_summaries_truncate('RoutInspSwitchBox');
CREATE TRIGGER screen_maintenance_truncate AFTER TRUNCATE ON rout_insp_machinery FOR EACH STATEMENT EXECUTE FUNCTION screen_summaries_truncate('RoutInspMachinery');
CREATE TRIGGER screen_maintenance_truncate AFTER TRUNCATE ON rout_insp_repair FOR EACH STATEMENT EXECUTE FUNCTION screen_summaries_truncate('RoutInspRepair');
CREATE TRIGGER screen_maintenance_truncate AFTER TRUNCATE ON rout_insp_maintain FOR EACH STATEMENT EXECUTE FUNCTION screen_summaries_truncate('RoutInspMaintain');

-- Backfill (the triggers above already see every later write of this transaction's successors).
INSERT INTO screen_attendance_days (company_id, project_id, work_date, in_hour, n, inside)
SELECT company_id, project_id, work_date, extract(hour FROM in_time AT TIME ZONE 'Asia/Shanghai')::smallint, count(*), count(*) FILTER (WHERE out_time IS NULL)
  FROM attendance_records GROUP BY 1, 2, 3, 4;
INSERT INTO screen_passage_days (company_id, project_id, day, direction, car_type, n)
SELECT company_id, project_id, (ts AT TIME ZONE 'Asia/Shanghai')::date, direction, car_type, count(*) FROM vehicle_passages GROUP BY 1, 2, 3, 4, 5;
INSERT INTO screen_wage_months (company_id, project_id, pay_month, funds_status, n, amount)
SELECT company_id, project_id, pay_month, funds_status, count(*), sum(amount) FROM wage_payments GROUP BY 1, 2, 3, 4;
INSERT INTO screen_wage_arrivals (company_id, project_id, pay_year, worker_id, n)
SELECT company_id, project_id, extract(year FROM pay_month)::smallint, worker_id, count(*) FROM wage_payments WHERE funds_status = 1 GROUP BY 1, 2, 3, 4;

-- Today's attendance by worker (roster page, attended per work type and team) whatever the scope.
CREATE INDEX attendance_date_worker_idx ON attendance_records (work_date, worker_id) INCLUDE (in_time, out_time);

-- Screen statements over the roster and the summaries must not plan parallel workers: on a small machine
-- the workers' start-up (tens to hundreds of milliseconds under load) costs far more than the few thousand
-- rows they would share (measured: docs/benchmarks.md "Screen endpoints over 10 million readings").
ALTER TABLE workers SET (parallel_workers = 0);
ALTER TABLE screen_attendance_days SET (parallel_workers = 0);
ALTER TABLE screen_passage_days SET (parallel_workers = 0);
ALTER TABLE screen_wage_months SET (parallel_workers = 0);
ALTER TABLE screen_wage_arrivals SET (parallel_workers = 0);
ALTER TABLE screen_maintenance_types SET (parallel_workers = 0);
ALTER TABLE screen_maintenance_months SET (parallel_workers = 0);

-- Down Migration
ALTER TABLE workers RESET (parallel_workers);
DROP INDEX attendance_date_worker_idx;
DROP TRIGGER screen_attendance_days_truncate ON attendance_records;
DROP TRIGGER screen_passage_days_truncate ON vehicle_passages;
DROP TRIGGER screen_wages_truncate ON wage_payments;
DROP TRIGGER screen_attendance_days_ins ON attendance_records;
DROP TRIGGER screen_attendance_days_upd ON attendance_records;
DROP TRIGGER screen_attendance_days_del ON attendance_records;
DROP TRIGGER screen_passage_days_ins ON vehicle_passages;
DROP TRIGGER screen_passage_days_upd ON vehicle_passages;
DROP TRIGGER screen_passage_days_del ON vehicle_passages;
DROP TRIGGER screen_wages_ins ON wage_payments;
DROP TRIGGER screen_wages_upd ON wage_payments;
DROP TRIGGER screen_wages_del ON wage_payments;
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['rout_insp_switch_box', 'rout_insp_machinery', 'rout_insp_repair', 'rout_insp_maintain'] LOOP
    EXECUTE format('DROP TRIGGER screen_maintenance_ins ON %I', t);
    EXECUTE format('DROP TRIGGER screen_maintenance_upd ON %I', t);
    EXECUTE format('DROP TRIGGER screen_maintenance_del ON %I', t);
    EXECUTE format('DROP TRIGGER screen_maintenance_truncate ON %I', t);
    EXECUTE format('DROP INDEX %I', t || '_record_time_idx');
  END LOOP;
END $$;
DROP FUNCTION screen_summaries_truncate(), screen_maintenance_sync(), screen_wages_sync(), screen_passage_days_sync(), screen_attendance_days_sync();
DROP TABLE screen_maintenance_months, screen_maintenance_types, screen_wage_arrivals, screen_wage_months, screen_passage_days, screen_attendance_days;
