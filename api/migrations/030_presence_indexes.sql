-- Reports read records that count as presence (not voided, migration 028) per employee, and the few clocked without
-- a face check. Without these partial indexes both read every record of the range: a year's report for a department
-- of 1,000 went from about 0.1 s to over 1 s once the verification filter came (`pnpm --filter bench reports`).
CREATE INDEX attendance_records_presence_idx ON attendance_records (employee_id, attendance_date)
  WHERE verification <> 'voided';
CREATE INDEX attendance_records_reviewed_idx ON attendance_records (employee_id, attendance_date)
  WHERE verification <> 'face';
