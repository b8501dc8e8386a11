-- Up Migration
-- Columns and link tables the project, organisation, notice, user and company areas need
-- (docs/decisions/0111): fields the contract's record types declare, project membership of organisations,
-- per-user notice deletion, own-account fields.

ALTER TABLE projects
  ADD COLUMN project_manager text NOT NULL DEFAULT '' CHECK (length(project_manager) <= 50),
  ADD COLUMN contact_phone text NOT NULL DEFAULT '' CHECK (length(contact_phone) <= 20),
  ADD COLUMN contract_amount double precision;

ALTER TABLE organisations
  ADD COLUMN parent_id integer REFERENCES organisations(id),
  ADD COLUMN district_code text NOT NULL DEFAULT '';
CREATE INDEX organisations_supply_idx ON organisations (company_id, is_supply, if_del);

-- Organisations taking part in a project (UpdateJoinOrgList, GetProjectOrgs, GetOrgListByEngineeringID).
CREATE TABLE project_orgs (
  project_id integer NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
  org_id integer NOT NULL REFERENCES organisations(id) ON DELETE CASCADE,
  PRIMARY KEY (project_id, org_id)
);
CREATE INDEX project_orgs_org_idx ON project_orgs (org_id);

-- A notice a user removed from their own list (DelSysNotice); the notice stays for the others.
CREATE TABLE notice_deletions (
  notice_id integer NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  deleted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, notice_id)
);
CREATE INDEX notices_target_idx ON notices (target_user_id, if_del, id DESC);

ALTER TABLE users
  ADD COLUMN email text NOT NULL DEFAULT '' CHECK (length(email) <= 100),
  ADD COLUMN avatar text NOT NULL DEFAULT '' CHECK (length(avatar) <= 300);

ALTER TABLE companies
  ADD COLUMN company_type smallint NOT NULL DEFAULT 9,
  ADD COLUMN credit_code text NOT NULL DEFAULT '' CHECK (length(credit_code) <= 18);

-- Down Migration
ALTER TABLE companies DROP COLUMN credit_code, DROP COLUMN company_type;
ALTER TABLE users DROP COLUMN avatar, DROP COLUMN email;
DROP INDEX notices_target_idx;
DROP TABLE notice_deletions, project_orgs;
DROP INDEX organisations_supply_idx;
ALTER TABLE organisations DROP COLUMN district_code, DROP COLUMN parent_id;
ALTER TABLE projects DROP COLUMN contract_amount, DROP COLUMN contact_phone, DROP COLUMN project_manager;
