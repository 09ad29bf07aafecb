-- The pay-period lock (migration 038) over breaks (034) and overtime (042).

-- A break has no date of its own: it is its record's day.
CREATE FUNCTION attendance_breaks_pay_period_lock() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  day date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT attendance_date INTO day FROM attendance_records WHERE record_id = OLD.record_id;
    IF day IS NOT NULL THEN PERFORM assert_pay_period_open(day, day); END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT attendance_date INTO day FROM attendance_records WHERE record_id = NEW.record_id;
    PERFORM assert_pay_period_open(day, day);
    RETURN NEW;
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER attendance_breaks_pay_period_lock
  BEFORE INSERT OR UPDATE OR DELETE ON attendance_breaks
  FOR EACH ROW EXECUTE FUNCTION attendance_breaks_pay_period_lock();

-- Overtime's decisions: its figures follow the records, which a locked period already keeps as they are.
CREATE TRIGGER overtime_pay_period_lock
  BEFORE UPDATE OF status, approved_minutes, comment, decided_by, decided_at ON overtime
  FOR EACH ROW EXECUTE FUNCTION pay_period_lock_guard('period_date');
