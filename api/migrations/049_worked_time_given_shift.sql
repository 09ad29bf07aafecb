-- worked_time() looked up the record's published shift for its break although the status read has just joined it,
-- and that read then scanned the record's breaks a second time for the open one. The formula moves, unchanged, into
-- worked_time_given_shift(), which takes the shift's break minutes (null: no shift) and also returns the open break's
-- start from the same scan of the breaks; worked_time() joins the shift and calls it, so every figure still comes
-- from one formula. Both are single SELECTs without subqueries in their arguments: PostgreSQL still inlines them.
CREATE FUNCTION worked_time_given_shift(r attendance_records, p_until timestamptz, p_auto_break_minutes integer,
                                        p_auto_break_after_hours integer, p_shift_break_minutes integer)
RETURNS TABLE (worked_minutes numeric, break_minutes numeric, open_break_started_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_until IS NOT NULL THEN greatest(0, s.span - coalesce(s.punched,
           CASE WHEN s.span > p_auto_break_after_hours * 60 THEN coalesce(p_shift_break_minutes, p_auto_break_minutes)
                ELSE 0 END)) END,
         s.punched,
         s.open_since
  FROM (SELECT extract(epoch FROM p_until - r.check_in_time) / 60 AS span, b.punched, b.open_since
        FROM (SELECT sum(greatest(0, extract(epoch FROM least(coalesce(b.ended_at, p_until), p_until)
                                                     - greatest(b.started_at, r.check_in_time)))) / 60 AS punched,
                     max(b.started_at) FILTER (WHERE b.ended_at IS NULL) AS open_since
              FROM attendance_breaks b
              WHERE b.record_id = r.record_id) b
        OFFSET 0) s
$$;

CREATE OR REPLACE FUNCTION worked_time(r attendance_records, p_until timestamptz, p_auto_break_minutes integer,
                                       p_auto_break_after_hours integer)
RETURNS TABLE (worked_minutes numeric, break_minutes numeric) LANGUAGE sql STABLE AS $$
  SELECT t.worked_minutes, t.break_minutes
  FROM (SELECT 1) one
  LEFT JOIN shift_assignments w
    ON w.employee_id = r.employee_id AND w.shift_date = r.attendance_date AND w.status = 'published'
  CROSS JOIN LATERAL worked_time_given_shift(r, p_until, p_auto_break_minutes, p_auto_break_after_hours,
                                             w.break_minutes) t
$$;
