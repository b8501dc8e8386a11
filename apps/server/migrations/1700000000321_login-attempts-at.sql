-- Up Migration
-- Retention of sign-in attempts (issue 12, docs/decisions/0279) deletes by age: `at` alone needs an index
-- (the existing ones lead with the user name or the IP). audit_log already has audit_log_at_idx.
CREATE INDEX login_attempts_at_idx ON login_attempts (at);

-- Down Migration
DROP INDEX login_attempts_at_idx;
