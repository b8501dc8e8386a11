-- Up Migration
-- Fast path of permission-checked lists (docs/benchmarks.md, bench/api):
-- 1. auth_generation: one counter, bumped in the same transaction as any change to what grants or data
--    scope are computed from. Every request reads it together with its session row, so a per-process cache
--    of grants/scope is used only while nothing it was built from has changed (any API process, any writer).
-- 2. live_counts: live (if_del = 0) rows per company of a table, kept exact by statement-level triggers, so
--    a list's record_count for "company scope ∩ company_id = X ∩ if_del = 0" is a primary-key lookup
--    instead of counting every row of the company on each page.

CREATE TABLE auth_generation (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  n bigint NOT NULL DEFAULT 0
);
INSERT INTO auth_generation DEFAULT VALUES;

CREATE FUNCTION bump_auth_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_generation SET n = n + 1;
  RETURN NULL;
END $$;

-- Grants: user_roles, roles, role_menus, menus, watched_companies (auth/grants.ts).
-- Scope: companies (subtree), projects and project_users (auth/data-scope.ts).
-- The user and session columns they also use are read on every request (auth/caller.ts).
CREATE TRIGGER user_roles_auth_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_generation();
CREATE TRIGGER roles_auth_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_generation();
CREATE TRIGGER role_menus_auth_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_menus
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_generation();
CREATE TRIGGER menus_auth_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_generation();
CREATE TRIGGER watched_companies_auth_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON watched_companies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_generation();
CREATE TRIGGER companies_auth_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_generation();
CREATE TRIGGER projects_auth_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_generation();
CREATE TRIGGER project_users_auth_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON project_users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_auth_generation();

CREATE TABLE live_counts (
  table_name text NOT NULL,
  company_id integer NOT NULL,
  n bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (table_name, company_id)
);

-- For tables with company_id and if_del. Counters are changed in company order (no deadlock between
-- two statements touching the same companies).
CREATE FUNCTION maintain_live_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO live_counts (table_name, company_id, n)
      SELECT TG_TABLE_NAME, company_id, count(*) FROM new_rows WHERE if_del = 0 GROUP BY company_id ORDER BY company_id
      ON CONFLICT (table_name, company_id) DO UPDATE SET n = live_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO live_counts (table_name, company_id, n)
      SELECT TG_TABLE_NAME, company_id, sum(d) FROM (
          SELECT company_id, 1 AS d FROM new_rows WHERE if_del = 0
          UNION ALL
          SELECT company_id, -1 AS d FROM old_rows WHERE if_del = 0) x
        GROUP BY company_id HAVING sum(d) <> 0 ORDER BY company_id
      ON CONFLICT (table_name, company_id) DO UPDATE SET n = live_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO live_counts (table_name, company_id, n)
      SELECT TG_TABLE_NAME, company_id, -count(*) FROM old_rows WHERE if_del = 0 GROUP BY company_id ORDER BY company_id
      ON CONFLICT (table_name, company_id) DO UPDATE SET n = live_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'TRUNCATE' THEN
    DELETE FROM live_counts WHERE table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END $$;

-- Inspection templates (the permission-checked list of the benchmark). Another table opts in with the same
-- four triggers (named <table>_live_counts_*) and a backfill; mountRecordType then counts from live_counts.
CREATE TRIGGER rout_insp_content_live_counts_ins AFTER INSERT ON rout_insp_content
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION maintain_live_counts();
CREATE TRIGGER rout_insp_content_live_counts_upd AFTER UPDATE ON rout_insp_content
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION maintain_live_counts();
CREATE TRIGGER rout_insp_content_live_counts_del AFTER DELETE ON rout_insp_content
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION maintain_live_counts();
CREATE TRIGGER rout_insp_content_live_counts_trunc AFTER TRUNCATE ON rout_insp_content
  FOR EACH STATEMENT EXECUTE FUNCTION maintain_live_counts();
INSERT INTO live_counts (table_name, company_id, n)
  SELECT 'rout_insp_content', company_id, count(*) FROM rout_insp_content WHERE if_del = 0 GROUP BY company_id;

-- Down Migration
DROP TRIGGER rout_insp_content_live_counts_ins ON rout_insp_content;
DROP TRIGGER rout_insp_content_live_counts_upd ON rout_insp_content;
DROP TRIGGER rout_insp_content_live_counts_del ON rout_insp_content;
DROP TRIGGER rout_insp_content_live_counts_trunc ON rout_insp_content;
DROP FUNCTION maintain_live_counts();
DROP TABLE live_counts;
DROP TRIGGER user_roles_auth_generation ON user_roles;
DROP TRIGGER roles_auth_generation ON roles;
DROP TRIGGER role_menus_auth_generation ON role_menus;
DROP TRIGGER menus_auth_generation ON menus;
DROP TRIGGER watched_companies_auth_generation ON watched_companies;
DROP TRIGGER companies_auth_generation ON companies;
DROP TRIGGER projects_auth_generation ON projects;
DROP TRIGGER project_users_auth_generation ON project_users;
DROP FUNCTION bump_auth_generation();
DROP TABLE auth_generation;
