-- Api instances cache each day's published shifts for current_status (src/modules/shifts/published-shifts.ts): a
-- write to shift_assignments tells every instance listening on api_cache, as for settings and employees (025).
CREATE TRIGGER shift_assignments_cache_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON shift_assignments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change();
