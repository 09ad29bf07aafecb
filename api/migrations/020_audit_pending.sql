-- Audit entries wait here, written inside the caller's transaction (so they commit or roll back with the change),
-- until the one chain writer (modules/audit/chain-writer.ts) moves them into audit_log in commit order, hashing
-- them there. Appends no longer wait on a chain lock.
CREATE TABLE audit_pending (
  id                 bigserial PRIMARY KEY,
  created_at         timestamptz NOT NULL,
  actor_id           integer,
  action             text NOT NULL,
  payload_encrypted  bytea NOT NULL
);
