-- Devices of the telemetry kinds are audited like concrete and inspection devices (AuditDevice, docs/decisions/0381):
-- SPEC §3 audit status, a newly registered device waits for audit (1); devices registered before are taken as
-- passed (2), so an upgrade does not put a working site's devices back in the audit queue.
ALTER TABLE devices ADD COLUMN audit_status smallint NOT NULL DEFAULT 2 CHECK (audit_status IN (0, 1, 2, 3));
ALTER TABLE devices ALTER COLUMN audit_status SET DEFAULT 1;
