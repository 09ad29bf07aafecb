-- worked_time() of migration 034 read its punched break sum twice once PostgreSQL inlined it (the subquery `s` was
-- pulled up and `s.punched` copied into both columns): `offset 0` keeps `s` a subquery of its own, so the sum of a
-- record's breaks is taken once. Same arguments, same figures; still one SELECT, so still inlined.
CREATE OR REPLACE FUNCTION worked_time(r attendance_records, p_until timestamptz, p_auto_break_minutes integer,
                                       p_auto_break_after_hours integer)
RETURNS TABLE (worked_minutes numeric, break_minutes numeric) LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_until IS NOT NULL THEN greatest(0, s.span - coalesce(s.punched,
           CASE WHEN s.span > p_auto_break_after_hours * 60 THEN coalesce(w.break_minutes, p_auto_break_minutes)
                ELSE 0 END)) END,
         s.punched
  FROM (SELECT extract(epoch FROM p_until - r.check_in_time) / 60 AS span,
               (SELECT sum(greatest(0, extract(epoch FROM least(coalesce(b.ended_at, p_until), p_until)
                                                        - greatest(b.started_at, r.check_in_time)))) / 60
                FROM attendance_breaks b
                WHERE b.record_id = r.record_id) AS punched
        OFFSET 0) s
  LEFT JOIN shift_assignments w
    ON w.employee_id = r.employee_id AND w.shift_date = r.attendance_date AND w.status = 'published'
$$;
