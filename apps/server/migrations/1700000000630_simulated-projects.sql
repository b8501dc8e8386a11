-- Up Migration
-- The device simulator drives the demo's own projects only (docs/decisions/0540): a project's `simulated` flag
-- says the simulator may equip it with demo devices and report for them. The demo seed sets it on its projects;
-- SIMULATOR_PROJECTS opts other projects in. A project a user creates has it off.
ALTER TABLE projects ADD COLUMN simulated boolean NOT NULL DEFAULT false;

-- A database seeded before: its demo projects are the ones the seed recorded in meta 'demo-seed'.
UPDATE projects p SET simulated = true
  FROM meta m, jsonb_each_text(m.value -> 'ids' -> 'projects') AS j(k, v)
 WHERE m.key = 'demo-seed' AND p.id = j.v::int;

-- The demo devices the simulator gave projects nobody asked it to equip: removed (soft delete, key dropped) —
-- they only ever reported invented readings and raised invented alarms.
UPDATE devices d SET if_del = 1, status = 0, ingest_key = md5(random()::text || d.id::text), update_time = now()
  FROM projects p
 WHERE p.id = d.project_id AND d.simulated AND d.if_del = 0 AND NOT p.simulated;

-- Down Migration
ALTER TABLE projects DROP COLUMN simulated;
