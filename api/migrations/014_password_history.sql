-- The argon2 hashes of an employee's earlier passwords (the newest PASSWORD_HISTORY_SIZE are kept), so a
-- change or a reset cannot bring one of them back.
CREATE TABLE password_history (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  employee_id   integer NOT NULL REFERENCES employees (employee_id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  replaced_at   timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX password_history_employee ON password_history (employee_id, id DESC);
