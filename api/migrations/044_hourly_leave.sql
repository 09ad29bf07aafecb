-- Hourly leave and time in lieu (issue 24 items 3 and 4).

-- A type counted in hours: its requests give one date and start/end times, and its balance, ledger lines and
-- carry-over are kept in minutes (its policy's annual_days and carry_over_cap are then hours).
ALTER TABLE leave_types ADD COLUMN unit text NOT NULL DEFAULT 'day' CHECK (unit IN ('day', 'hour'));

-- An hourly request: inside its one day, the end after the start (company clock).
ALTER TABLE leave_requests
  ADD COLUMN start_time time,
  ADD COLUMN end_time   time,
  ADD CONSTRAINT leave_requests_hours_check CHECK (
    (start_time IS NULL AND end_time IS NULL)
    OR (start_time IS NOT NULL AND end_time > start_time AND start_date = end_date AND NOT start_half AND NOT end_half)
  );

-- The lock (migration 038) also covers the times of an hourly request.
DROP TRIGGER leave_requests_pay_period_lock ON leave_requests;
CREATE TRIGGER leave_requests_pay_period_lock
  BEFORE INSERT OR DELETE
    OR UPDATE OF employee_id, leave_type_id, start_date, end_date, start_half, end_half, start_time, end_time, status
  ON leave_requests
  FOR EACH ROW EXECUTE FUNCTION pay_period_lock_guard('start_date', 'end_date');

-- Minutes of approved hourly leave a person takes on a day: what the day's expected minutes drop by (overtime) and
-- what the payroll export counts as leave hours of hourly types. A SQL function PostgreSQL inlines.
CREATE FUNCTION hourly_leave_minutes(p_employee_id integer, p_day date) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(extract(epoch FROM end_time - start_time) / 60), 0)::integer
  FROM leave_requests
  WHERE employee_id = p_employee_id AND start_date = p_day AND status = 'approved' AND start_time IS NOT NULL
$$;

-- The same by leave type over a range of days, one row per person, day and type: the payroll export's leave hours
-- of hourly types (leave in days is counted in days by its callers).
CREATE FUNCTION hourly_leave(first_day date, last_day date)
RETURNS TABLE (employee_id integer, leave_date date, leave_type_id integer, minutes integer)
LANGUAGE sql STABLE AS $$
  SELECT l.employee_id, l.start_date, l.leave_type_id,
         sum(extract(epoch FROM l.end_time - l.start_time) / 60)::integer
  FROM leave_requests l
  WHERE l.status = 'approved' AND l.start_time IS NOT NULL AND l.start_date BETWEEN first_day AND last_day
  GROUP BY l.employee_id, l.start_date, l.leave_type_id
$$;

-- Ledger lines of an hourly type are minutes: a year of 366 hours is 21,960 of them.
ALTER TABLE leave_balance_adjustments ALTER COLUMN days TYPE numeric(8, 2);
-- Time in lieu: approved overtime credited to a balance from the day worked (valid_from), lapsing on expires_on if
-- unused; a carry-over of such credits keeps the latest expiry.
ALTER TABLE leave_balance_adjustments
  ADD COLUMN valid_from  date,
  ADD COLUMN expires_on  date,
  ADD COLUMN overtime_id bigint UNIQUE REFERENCES overtime (overtime_id) ON DELETE SET NULL,
  DROP CONSTRAINT leave_balance_adjustments_kind_check,
  ADD CONSTRAINT leave_balance_adjustments_kind_check CHECK (kind IN ('adjustment', 'carry_over', 'time_in_lieu'));

-- How approved overtime was compensated: paid, or credited as time in lieu.
ALTER TABLE overtime ADD COLUMN compensation text CHECK (compensation IN ('pay', 'time_in_lieu'));
UPDATE overtime SET compensation = 'pay' WHERE status = 'approved';
ALTER TABLE overtime ADD CONSTRAINT overtime_compensated_when_approved
  CHECK ((status = 'approved') = (compensation IS NOT NULL));

DROP TRIGGER overtime_pay_period_lock ON overtime;
CREATE TRIGGER overtime_pay_period_lock
  BEFORE UPDATE OF status, approved_minutes, compensation, comment, decided_by, decided_at ON overtime
  FOR EACH ROW EXECUTE FUNCTION pay_period_lock_guard('period_date');

-- The balance time in lieu is credited to: counted, nothing granted, unused credit carried into the next year.
INSERT INTO leave_types (name, display_name, unit, annual_days, carry_over_cap, paid)
SELECT 'time_in_lieu', 'Time in lieu', 'hour', 0, 366, true
WHERE NOT EXISTS (SELECT 1 FROM leave_types WHERE lower(name) = 'time_in_lieu');

INSERT INTO settings (setting_key, setting_value) VALUES
  ('OVERTIME_COMPENSATION', 'pay'),
  ('TIME_IN_LIEU_EXPIRY_DAYS', '90')
ON CONFLICT (setting_key) DO NOTHING;
