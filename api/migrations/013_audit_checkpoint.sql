-- The chain's head, its length and an HMAC of both under DATA_KEY, updated with every append. The hash chain
-- shows an edited or removed row in the middle; this row shows a removed tail (the newest entries), which
-- would otherwise leave a shorter chain that still verifies. Without DATA_KEY nobody can re-sign it.
CREATE TABLE audit_checkpoint (
  id         smallint PRIMARY KEY CHECK (id = 1),
  last_id    bigint NOT NULL,
  head_hash  text NOT NULL,
  entries    bigint NOT NULL,
  signature  text NOT NULL
);
