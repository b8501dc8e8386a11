-- Up Migration
-- Real-name registration of workers (issue 21 Deliver 1, docs/decisions/0630): the roster row gains what the
-- registration form asks, and the ID number is kept three ways (个人信息保护法: sensitive personal information):
--   id_card_hash    HMAC-SHA256 under ID_HASH_KEY (hex) — matching: one ID per project, the blacklist, later the gate;
--   id_card_cipher  AES-256-GCM under ID_ENCRYPTION_KEY (iv.tag.ciphertext, base64) — the audited 查看证件号 only;
--   id_card_masked  first 4 / last 4 (SPEC §5) — every list, detail and export.
-- The full number is never stored in clear. Rows seeded before this migration get their hash and cipher from the
-- seed step (the key is configuration, not SQL).
ALTER TABLE workers
  ADD COLUMN id_card_hash text CHECK (id_card_hash IS NULL OR length(id_card_hash) = 64),
  ADD COLUMN id_card_cipher text CHECK (id_card_cipher IS NULL OR length(id_card_cipher) <= 200),
  ADD COLUMN birth_date date,
  ADD COLUMN phone text NOT NULL DEFAULT '' CHECK (length(phone) <= 20),
  ADD COLUMN photo text NOT NULL DEFAULT '' CHECK (length(photo) <= 500),
  ADD COLUMN trade_name text NOT NULL DEFAULT '' CHECK (length(trade_name) <= 20),
  ADD COLUMN employer_id integer REFERENCES organisations(id),
  ADD COLUMN emergency_contact text NOT NULL DEFAULT '' CHECK (length(emergency_contact) <= 50),
  ADD COLUMN emergency_phone text NOT NULL DEFAULT '' CHECK (length(emergency_phone) <= 20),
  -- 1 在场, 2 已退场 (the 退场 move writes exit_date with it; @worksite/lookups WORKER_STATUS)
  ADD COLUMN roster_status smallint NOT NULL DEFAULT 1 CHECK (roster_status IN (1, 2));

UPDATE workers SET roster_status = 2 WHERE exit_date IS NOT NULL;

-- One registration of an ID number per project among live rows: `身份证号已存在`.
CREATE UNIQUE INDEX workers_project_id_card_uniq ON workers (project_id, id_card_hash) WHERE if_del = 0 AND id_card_hash IS NOT NULL;

-- 诚信评价 › 黑名单 entries are matched by the same keyed hash (the entry keeps its number as before).
ALTER TABLE blacklist_entries ADD COLUMN id_number_hash text CHECK (id_number_hash IS NULL OR length(id_number_hash) = 64);
CREATE INDEX blacklist_entries_id_hash_idx ON blacklist_entries (company_id, id_number_hash) WHERE if_del = 0 AND status = 1;

-- Down Migration
DROP INDEX blacklist_entries_id_hash_idx;
ALTER TABLE blacklist_entries DROP COLUMN id_number_hash;
DROP INDEX workers_project_id_card_uniq;
ALTER TABLE workers
  DROP COLUMN roster_status, DROP COLUMN emergency_phone, DROP COLUMN emergency_contact, DROP COLUMN employer_id,
  DROP COLUMN trade_name, DROP COLUMN photo, DROP COLUMN phone, DROP COLUMN birth_date, DROP COLUMN id_card_cipher,
  DROP COLUMN id_card_hash;
