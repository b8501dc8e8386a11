-- Up Migration
-- Idempotent telemetry ingest (issue 12, docs/decisions/0277): a batch resent after a lost reply (HTTP retry,
-- MQTT QoS 1 redelivery) is stored once per device, metric and time. The writer inserts into `readings`
-- plainly (this index refuses a reading stored before) and, only then, again with ON CONFLICT DO NOTHING,
-- feeding the rollups, the latest values and the alarm evaluation with the rows it inserted.
-- `readings` is partitioned by `ts`, so a unique index must contain `ts`; it is created on every daily
-- partition, present and future. Time first: new readings are near "now", so inserts land at the right-most
-- page of the day's index (cached by PostgreSQL); measured cheaper than device first (0277).
-- Copies already stored (from before this migration) are removed first, keeping the first physical row; the
-- rollups they were counted in are left as they are.
DELETE FROM readings a
 USING readings b
 WHERE a.device_id = b.device_id AND a.metric = b.metric AND a.ts = b.ts
   AND a.tableoid = b.tableoid AND a.ctid > b.ctid;

CREATE UNIQUE INDEX readings_reading_key ON readings (ts, device_id, metric);
-- The BRIN on ts (0140) goes: no query of the product reads raw rows by time (history reads the rollups,
-- retention drops partitions, and the new index leads with ts anyway); one index less to keep per row.
DROP INDEX readings_ts_brin;

-- Down Migration
CREATE INDEX readings_ts_brin ON readings USING brin (ts);
DROP INDEX readings_reading_key;
