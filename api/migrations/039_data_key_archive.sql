-- Keys that sealed audit entries before a rotation (npm run rotate-data-key). The audit log is append-only and its
-- hash chain covers each entry's ciphertext, so its entries keep their seal; the key that sealed them is kept here,
-- itself sealed under the current DATA_KEY (and re-sealed at the next rotation), so DATA_KEY alone reads the log.
CREATE TABLE data_key_archive (
  fingerprint  text PRIMARY KEY,
  sealed_key   bytea NOT NULL,
  archived_at  timestamptz NOT NULL DEFAULT now()
);
