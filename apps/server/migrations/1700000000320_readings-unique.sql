-- Up Migration
-- Idempotent telemetry ingest (issue 12, docs/decisions/0277): a batch resent after a lost reply (HTTP retry,
-- MQTT QoS 1 redelivery) is stored once per device, metric and time. The writer inserts with
-- ON CONFLICT DO NOTHING on this index and feeds only the rows it inserted to the rollups, the latest values
-- and the alarm evaluation. `readings` is partitioned by `ts`, so the unique index has to contain `ts`; it is
-- created on every daily partition, present and future.
-- Copies already stored (from before this migration) are removed first, keeping the first physical row; the
-- rollups they were counted in are left as they are.
DELETE FROM readings a
 USING readings b
 WHERE a.device_id = b.device_id AND a.metric = b.metric AND a.ts = b.ts
   AND a.tableoid = b.tableoid AND a.ctid > b.ctid;

CREATE UNIQUE INDEX readings_reading_key ON readings (device_id, metric, ts);

-- Down Migration
DROP INDEX readings_reading_key;
