-- Under OVERTIME_COMPENSATION = employee_choice the person whose overtime it is says, while it is pending, whether
-- they want it paid or credited as time in lieu; the approval then compensates it that way.
ALTER TABLE overtime ADD COLUMN requested_compensation text
  CHECK (requested_compensation IN ('pay', 'time_in_lieu'));
