-- Up Migration
-- Indexes for the large-screen statistics (docs/benchmarks.md "Screen endpoints over 10 million readings"):
-- covering indexes so the counts and sums of a scope are index-only scans, and a time index for the
-- newest passages of a wide scope.

DROP INDEX attendance_company_date_idx;
CREATE INDEX attendance_company_date_idx ON attendance_records (company_id, work_date) INCLUDE (worker_id, out_time);

DROP INDEX wage_payments_project_month_idx;
CREATE INDEX wage_payments_project_month_idx ON wage_payments (project_id, pay_month) INCLUDE (funds_status, amount, worker_id);
CREATE INDEX wage_payments_company_month_idx ON wage_payments (company_id, pay_month) INCLUDE (funds_status, amount, worker_id);

CREATE INDEX vehicle_passages_ts_idx ON vehicle_passages (ts);
DROP INDEX vehicle_passages_company_ts_idx;
CREATE INDEX vehicle_passages_company_ts_idx ON vehicle_passages (company_id, ts) INCLUDE (direction, plate_no);

-- Down Migration
DROP INDEX vehicle_passages_company_ts_idx;
CREATE INDEX vehicle_passages_company_ts_idx ON vehicle_passages (company_id, ts DESC);
DROP INDEX vehicle_passages_ts_idx;
DROP INDEX wage_payments_company_month_idx;
DROP INDEX wage_payments_project_month_idx;
CREATE INDEX wage_payments_project_month_idx ON wage_payments (project_id, pay_month);
DROP INDEX attendance_company_date_idx;
CREATE INDEX attendance_company_date_idx ON attendance_records (company_id, work_date);
