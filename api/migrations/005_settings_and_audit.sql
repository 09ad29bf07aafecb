CREATE TABLE settings (
  setting_key    text PRIMARY KEY,
  setting_value  text NOT NULL
);
INSERT INTO settings (setting_key, setting_value) VALUES
  ('COMPANY_NAME', 'Acme Corporation'),
  ('TIME_ZONE', 'Europe/London'),
  ('WORK_START_TIME', '09:00'),
  ('WORK_END_TIME', '17:00'),
  ('GRACE_MINUTES', '10'),
  ('WORK_DAYS', 'Mon,Tue,Wed,Thu,Fri'),
  ('GEOFENCE_RADIUS_METERS', '200'),
  ('FACE_MATCH_THRESHOLD', '0.5'),
  ('BLOCK_ON_SPOOF', 'false'),
  ('ANTISPOOF_MIN_SCORE', '0.5'),
  ('AUTO_CLOCK_OUT_AFTER_MINUTES', '120'),
  ('VERIFY_ATTEMPTS_PER_MINUTE', '10'),
  ('SYSTEM_LOGO_PATH', '');

-- Append-only and hash-chained: each row's hash covers the previous row's hash.
CREATE TABLE audit_log (
  id                 bigserial PRIMARY KEY,
  created_at         timestamptz NOT NULL,
  actor_id           integer,
  action             text NOT NULL,
  payload_encrypted  bytea NOT NULL,
  prev_hash          text NOT NULL,
  hash               text NOT NULL
);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
