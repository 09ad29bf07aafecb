-- Published shifts as bits per day and block of 1,024 employee ids, kept like attendance_presence (migration 009):
-- the dashboard and the reports find who works a shift on a day, or has a week of shifts and that day off, with bit
-- arithmetic over a few rows instead of reading every shift of the week (issue 23: the dashboard with 5,000 people
-- on shifts no slower than without).
CREATE TABLE shift_presence (
  shift_date  date NOT NULL,
  id_block    integer NOT NULL,
  published   bit(1024) NOT NULL,
  PRIMARY KEY (shift_date, id_block)
);

-- One assignment per employee and date (shift_assignments_one_per_day), so a bit belongs to exactly one row.
CREATE FUNCTION shift_presence_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shift_presence AS p (shift_date, id_block, published)
  SELECT shift_date, employee_id / 1024, bit_or(employee_bit(employee_id))
  FROM new_rows
  WHERE status = 'published'
  GROUP BY 1, 2
  ORDER BY 1, 2  -- the same lock order in every transaction: concurrent bulk writes cannot deadlock
  ON CONFLICT (shift_date, id_block) DO UPDATE SET published = p.published | excluded.published;
  RETURN NULL;
END;
$$;

CREATE FUNCTION shift_presence_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shift_presence AS p SET published = p.published & ~gone.bits
  FROM (
    SELECT shift_date, employee_id / 1024 AS id_block, bit_or(employee_bit(employee_id)) AS bits
    FROM old_rows WHERE status = 'published' GROUP BY 1, 2
  ) gone
  WHERE p.shift_date = gone.shift_date AND p.id_block = gone.id_block;
  RETURN NULL;
END;
$$;

CREATE FUNCTION shift_presence_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shift_presence;
  RETURN NULL;
END;
$$;

CREATE TRIGGER shift_presence_insert AFTER INSERT ON shift_assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_presence_add();
CREATE TRIGGER shift_presence_delete AFTER DELETE ON shift_assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_presence_remove();
-- Remove runs before add (triggers of one event fire in name order): publishing, moving and swapping pass here.
CREATE TRIGGER shift_presence_update_1 AFTER UPDATE ON shift_assignments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_presence_remove();
CREATE TRIGGER shift_presence_update_2 AFTER UPDATE ON shift_assignments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shift_presence_add();
CREATE TRIGGER shift_presence_truncate AFTER TRUNCATE ON shift_assignments
  FOR EACH STATEMENT EXECUTE FUNCTION shift_presence_clear();

-- Shifts published before this migration.
INSERT INTO shift_presence (shift_date, id_block, published)
SELECT shift_date, employee_id / 1024, bit_or(employee_bit(employee_id))
FROM shift_assignments
WHERE status = 'published'
GROUP BY 1, 2;
