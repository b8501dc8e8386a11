-- Up Migration
-- One-use tickets (docs/decisions/0506): what a URL the browser opens itself (the push stream's EventSource)
-- carries instead of the session token. Only the SHA-256 of a ticket is kept; a ticket is deleted when it is
-- used (so it opens one connection), refused past expires_at (issued + 30 s), and goes with its session.
CREATE TABLE one_use_tickets (
  ticket_hash text PRIMARY KEY,
  session_hash text NOT NULL REFERENCES sessions(token_hash) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('push')),
  expires_at timestamptz NOT NULL
);
-- the scheduled prune of tickets issued and never used
CREATE INDEX one_use_tickets_expires_idx ON one_use_tickets (expires_at);
-- the cascade when a session is pruned
CREATE INDEX one_use_tickets_session_idx ON one_use_tickets (session_hash);

-- Down Migration
DROP TABLE one_use_tickets;
