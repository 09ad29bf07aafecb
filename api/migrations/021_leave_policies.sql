-- Each leave type carries its policy. annual_days NULL: the type is not counted against a balance (sick leave).
ALTER TABLE leave_types
  ADD COLUMN display_name             text,
  ADD COLUMN paid                     boolean NOT NULL DEFAULT true,
  ADD COLUMN annual_days              numeric(5, 1) CHECK (annual_days BETWEEN 0 AND 366),
  ADD COLUMN accrual                  text NOT NULL DEFAULT 'yearly' CHECK (accrual IN ('yearly', 'monthly')),
  ADD COLUMN carry_over_cap           numeric(5, 1) NOT NULL DEFAULT 0 CHECK (carry_over_cap BETWEEN 0 AND 366),
  ADD COLUMN carry_over_expiry_month  smallint CHECK (carry_over_expiry_month BETWEEN 1 AND 12),
  ADD COLUMN half_days_allowed        boolean NOT NULL DEFAULT false,
  ADD COLUMN backdating_allowed       boolean NOT NULL DEFAULT false,
  ADD COLUMN negative_allowed         boolean NOT NULL DEFAULT false,
  ADD COLUMN active                   boolean NOT NULL DEFAULT true;

UPDATE leave_types SET display_name = upper(left(name, 1)) || substr(name, 2);
ALTER TABLE leave_types ALTER COLUMN display_name SET NOT NULL;
ALTER TABLE leave_types ADD CHECK (length(trim(display_name)) > 0);

-- The LEAVE_BACKDATING_TYPES setting (migration 015) becomes each policy's backdating_allowed.
UPDATE leave_types SET backdating_allowed = true
WHERE lower(name) IN (
  SELECT lower(trim(listed))
  FROM settings, unnest(string_to_array(setting_value, ',')) AS listed
  WHERE setting_key = 'LEAVE_BACKDATING_TYPES'
);
DELETE FROM settings WHERE setting_key = 'LEAVE_BACKDATING_TYPES';

-- Half days: the first day starts at noon, the last day ends at noon. Optional, so older clients keep working.
ALTER TABLE leave_requests
  ADD COLUMN start_half  boolean NOT NULL DEFAULT false,
  ADD COLUMN end_half    boolean NOT NULL DEFAULT false;
CREATE INDEX leave_requests_type_idx ON leave_requests (leave_type_id);
