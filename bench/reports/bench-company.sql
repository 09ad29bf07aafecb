-- A large company for the reports bench: :employees staff in departments of 1,000, a year of
-- attendance on every work day (Mon-Fri, Europe/London) up to :today, two approved leaves each.
-- Placeholders (:today, :employees, :password_hash) are filled in by seed-bench-company.ts.

INSERT INTO departments (department_id, department_name)
SELECT g, 'Department ' || lpad(g::text, 2, '0') FROM generate_series(1, :employees / 1000) g;

-- 1 is the admin, 2..101 managers; a few hired during the year, every 37th left during it.
INSERT INTO employees (employee_id, first_name, last_name, email, role, date_of_birth, hire_date,
                       password_hash, must_change_password, status, terminated_at)
SELECT g, 'First' || g, 'Last' || g, 'user' || g || '@bench.example',
       CASE WHEN g = 1 THEN 'admin' WHEN g <= 101 THEN 'manager' ELSE 'employee' END,
       date '1970-01-01' + (g * 37) % 12000,
       CASE WHEN g % 20 = 0 THEN :today::date - (g % 360) ELSE date '2015-01-01' + g % 1000 END,
       :password_hash, false,
       CASE WHEN g > 101 AND g % 37 = 0 THEN 'terminated' ELSE 'active' END,
       CASE WHEN g > 101 AND g % 37 = 0
            THEN ((:today::date - (g % 300)) + time '17:00') AT TIME ZONE 'Europe/London' END
FROM generate_series(1, :employees) g;
SELECT setval(pg_get_serial_sequence('employees', 'employee_id'), :employees);
UPDATE employees SET report_to = CASE WHEN employee_id <= 101 THEN 1 ELSE 2 + employee_id % 100 END
WHERE employee_id > 1;

-- Department of the employee's thousand; every 50th also belongs to the next one.
INSERT INTO employee_departments (employee_id, department_id)
SELECT employee_id, (employee_id - 1) / 1000 + 1 FROM employees
UNION
SELECT employee_id, ((employee_id - 1) / 1000 + 1) % (:employees / 1000) + 1 FROM employees WHERE employee_id % 50 = 0;

INSERT INTO leave_requests (employee_id, leave_type_id, start_date, end_date, reason, status, created_at)
SELECT e.employee_id, 1, s.start_date, s.start_date + (e.employee_id + k) % 5, 'Bench leave', 'approved', now()
FROM employees e
CROSS JOIN generate_series(0, 1) k
CROSS JOIN LATERAL (SELECT :today::date - 364 + (e.employee_id * 13 + k * 173) % 350 AS start_date) s;

INSERT INTO leave_requests (employee_id, leave_type_id, start_date, end_date, reason, status, created_at)
SELECT employee_id, 2, :today::date + 7, :today::date + 8, 'Bench pending', 'pending manager', now()
FROM employees WHERE employee_id % 10 = 0;

INSERT INTO attendance_records (employee_id, attendance_date, check_in_time, check_out_time, in_latitude,
                                in_longitude, in_address, clock_in_type, discrepancy, spoof_score)
SELECT e.employee_id, d.day, a.check_in, a.check_in + interval '8 hours' + (random() * 90) * interval '1 minute',
       51.5155, -0.0885,
       CASE WHEN e.employee_id % 10 = 0 THEN NULL ELSE 'Bench House, 1 Moorgate, London, EC2R 6JH, United Kingdom' END,
       CASE WHEN e.employee_id % 10 = 0 THEN 'remote' ELSE 'in office' END,
       a.discrepancy, round((0.8 + random() * 0.19)::numeric, 3)
FROM employees e
CROSS JOIN LATERAL (
  SELECT g::date AS day FROM generate_series(greatest(:today::date - 364, e.hire_date),
    least(:today::date, coalesce((e.terminated_at AT TIME ZONE 'Europe/London')::date, :today::date)), interval '1 day') g
  WHERE extract(isodow FROM g) < 6
) d
-- Referencing d keeps the draw per row (an uncorrelated subquery would be evaluated once).
CROSS JOIN LATERAL (SELECT random() AS roll, floor(random() * 45)::int AS spread, d.day) r
CROSS JOIN LATERAL (
  SELECT ((d.day + time '09:00') + (CASE WHEN r.roll < 0.2 THEN -3 - r.spread / 2 WHEN r.roll < 0.75 THEN r.spread % 11
          ELSE 11 + r.spread END) * interval '1 minute' + floor(random() * 60) * interval '1 second') AT TIME ZONE 'Europe/London' AS check_in,
         CASE WHEN r.roll < 0.2 THEN 'early' WHEN r.roll < 0.75 THEN 'on time' ELSE 'late by ' || 11 + r.spread || ' min' END AS discrepancy
) a
WHERE random() < 0.97
  AND NOT EXISTS (SELECT 1 FROM leave_requests l WHERE l.employee_id = e.employee_id AND l.status = 'approved'
                  AND d.day BETWEEN l.start_date AND l.end_date);
