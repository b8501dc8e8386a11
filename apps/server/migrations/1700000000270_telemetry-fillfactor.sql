-- Up Migration
-- Telemetry write path (docs/decisions/0210, docs/benchmarks.md "Telemetry ingest"): every ingested batch
-- updates its devices' rows of the minute and hour rollups and of the latest values in place. With full pages
-- those updates cannot stay on their page (no HOT update), so each one also inserts into every index of the
-- table and leaves dead index entries behind: readings_latest saw no HOT update at all. Free room per page
-- keeps nearly all of them HOT (measured: PostgreSQL CPU per batch −20 to −25 %). The minute rollup is the
-- large one (a row per device, metric and minute for the raw retention) and is updated only during its minute,
-- so it keeps most of its density; the hour rollup and the latest values are small and updated all day.
-- Only pages written from now on use the new fill factor (no rewrite, no long lock).
ALTER TABLE readings_minute SET (fillfactor = 90);
ALTER TABLE readings_hour SET (fillfactor = 70);
ALTER TABLE readings_latest SET (fillfactor = 50);

-- Down Migration
ALTER TABLE readings_latest RESET (fillfactor);
ALTER TABLE readings_hour RESET (fillfactor);
ALTER TABLE readings_minute RESET (fillfactor);
