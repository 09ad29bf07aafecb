/**
 * GET /api/payroll_export of 1,000 people x one month (wanted: <= 3 s), CSV and Excel, on PostgreSQL through HTTP as
 * an admin calls it. Seeds its own database each run: a month of attendance with punched and automatic breaks,
 * approved overtime, vacation (whole and half days), a holiday and a week of night shifts for some.
 * Run: pnpm --filter bench payroll
 */
import { sql } from 'api/node_modules/kysely';
import type { Db } from 'api/src/db/types';
import { addDays, localDate } from 'api/src/lib/time-zone';
import { hashPassword } from 'api/src/modules/auth/passwords';
import { latency, ms } from '../reports/measure';
import { freshPgDatabase, startServer } from '../storm/bench-server';

const PEOPLE = 1000;
const RUNS = 15;
const PASSWORD = 'Bench#2026';

// The last whole month before today.
const today = localDate(new Date(), 'Europe/London');
const last = addDays(`${today.slice(0, 7)}-01`, -1);
const first = `${last.slice(0, 7)}-01`;

async function seed(db: Db): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  await sql`insert into employees (first_name, last_name, email, role, password_hash, must_change_password)
    values ('Bench', 'Admin', 'admin@payroll.bench', 'admin', ${hash}, false)`.execute(db);
  await sql`insert into departments (department_name) select 'Department ' || i from generate_series(1, 10) i`.execute(
    db,
  );
  await sql`insert into employees (first_name, last_name, email, role, password_hash, report_to)
    select 'Worker', lpad(i::text, 4, '0'), 'worker' || i || '@payroll.bench', 'employee', ${hash}, 1
    from generate_series(1, ${PEOPLE}) as i`.execute(db);
  await sql`insert into employee_departments (employee_id, department_id)
    select employee_id, 1 + employee_id % 10 from employees where role = 'employee'`.execute(db);
  await sql`insert into holidays (holiday_date, name) values (${first}::date + 9, 'Bench day')`.execute(db);
  // A fifth of the people take three days of vacation (the last a half day) in the second week.
  await sql`insert into leave_requests (employee_id, leave_type_id, start_date, end_date, end_half, status)
    select e.employee_id, (select leave_type_id from leave_types where name = 'vacation'),
           ${first}::date + 7 + e.employee_id % 3, ${first}::date + 9 + e.employee_id % 3, true, 'approved'
    from employees e where e.role = 'employee' and e.employee_id % 5 = 0`.execute(db);
  // One in twenty works a week of night shifts in the third week.
  await sql`insert into shift_types (name, start_time, end_time, break_minutes) values ('Night', '22:00', '06:00', 45)`.execute(
    db,
  );
  await sql`insert into shift_assignments
      (employee_id, shift_date, shift_type_id, starts_at, ends_at, break_minutes, status, published_at)
    select e.employee_id, d::date, 1, (d::date + time '22:00') at time zone 'Europe/London',
           (d::date + 1 + time '06:00') at time zone 'Europe/London', 45, 'published', now()
    from employees e cross join generate_series(${first}::date + 14, ${first}::date + 18, interval '1 day') d
    where e.role = 'employee' and e.employee_id % 20 = 1`.execute(db);
  // Weekdays clocked by ~95 %, not on leave: 09:00-09:20 in, 17:00-19:00 out; the night shifts as planned.
  await sql`insert into attendance_records (employee_id, attendance_date, check_in_time, check_out_time, discrepancy)
    select e.employee_id, d::date,
           (d::date + time '09:00') at time zone 'Europe/London' + random() * interval '20 minutes',
           (d::date + time '17:00') at time zone 'Europe/London' + random() * interval '120 minutes', 'on time'
    from employees e cross join generate_series(${first}::date, ${last}::date, interval '1 day') d
    where e.role = 'employee' and extract(isodow from d) < 6 and random() < 0.95
      and not exists (select 1 from leave_requests l
                      where l.employee_id = e.employee_id and d::date between l.start_date and l.end_date)
      and not exists (select 1 from shift_assignments w where w.employee_id = e.employee_id
                      and w.shift_date between ${first}::date + 14 - 3 and ${first}::date + 18 + 2)
    union all
    select employee_id, shift_date, starts_at, ends_at, 'on time' from shift_assignments`.execute(db);
  // Half of the day records have a punched lunch break of 30-45 minutes; the rest get the automatic one.
  await sql`insert into attendance_breaks (record_id, employee_id, started_at, ended_at)
    select record_id, employee_id, check_in_time + interval '3 hours',
           check_in_time + interval '3 hours' + (30 + floor(random() * 16)) * interval '1 minute'
    from attendance_records where record_id % 2 = 0`.execute(db);
  // Overtime past 17:30 on the company's day, four in five approved in whole or in part.
  await sql`insert into overtime (employee_id, kind, period_date, minutes, rate_class, status, approved_minutes, compensation, decided_at)
    select employee_id, 'day', attendance_date, m, 'weekday', 'approved', greatest(1, (m * 0.75)::int), 'pay', now()
    from (select employee_id, attendance_date, record_id,
                 (extract(epoch from check_out_time - (attendance_date + time '17:00') at time zone 'Europe/London') / 60)::int as m
          from attendance_records) r
    where m > 30 and record_id % 5 <> 0`.execute(db);
  await sql`insert into pay_periods (name, frequency, start_date, end_date)
    values ('Bench month', 'monthly', ${first}::date, ${last}::date)`.execute(db);
  await sql.raw('vacuum analyze').execute(db);
}

async function main(): Promise<void> {
  const databaseUrl = await freshPgDatabase('attendance_payroll_bench');
  const server = await startServer({ DATABASE_URL: databaseUrl });
  const { app } = server;
  try {
    await seed(app.db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@payroll.bench', password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const counts = await sql<Record<string, number>>`select
      (select count(*)::int from attendance_records) as records,
      (select count(*)::int from attendance_breaks) as breaks,
      (select count(*)::int from overtime) as overtime,
      (select count(*)::int from leave_requests) as leave,
      (select count(*)::int from shift_assignments) as shifts`.execute(app.db);
    const c = counts.rows[0]!;
    console.log(
      `\n${PEOPLE} people, ${first} to ${last}: ${c.records} records, ${c.breaks} punched breaks, ` +
        `${c.overtime} approved overtime, ${c.leave} leave requests, ${c.shifts} night shifts (PostgreSQL)\n`,
    );
    for (const format of ['csv', 'xlsx'] as const) {
      let lines = 0;
      const timing = await latency(async () => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/payroll_export?period_id=1&format=${format}`,
          headers,
        });
        if (res.statusCode !== 200) throw new Error(res.body);
        lines = format === 'csv' ? res.body.trimEnd().split('\r\n').length - 1 : res.rawPayload.length;
      }, RUNS);
      const size = format === 'csv' ? `${lines} people` : `${Math.round(lines / 1024)} kB`;
      console.log(
        `GET /api/payroll_export ${format} (${size}), ${timing.runs} runs: median ${ms(timing.p50)}, ` +
          `p95 ${ms(timing.p95)} (wanted <= 3000 ms)`,
      );
    }
  } finally {
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
