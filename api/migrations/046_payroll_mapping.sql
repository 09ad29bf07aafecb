-- The payroll export's column mapping (src/modules/payroll): one per company, saved by an admin. No row: the
-- "Generic CSV" preset (payroll-fields.ts).
CREATE TABLE payroll_mapping (
  singleton        boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  preset           text NOT NULL CHECK (preset IN ('generic_csv', 'excel_layout', 'custom')),
  duration_format  text NOT NULL CHECK (duration_format IN ('decimal', 'hhmm')),
  -- [{field, header}] in the file's order.
  columns          jsonb NOT NULL CHECK (jsonb_typeof(columns) = 'array' AND jsonb_array_length(columns) > 0),
  updated_by       integer REFERENCES employees (employee_id) ON DELETE SET NULL,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
