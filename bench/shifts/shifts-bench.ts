/**
 * GET /api/roster for 500 people x 31 days (p95 <= 1 s wanted) and a bulk assignment of 500 people x 4 weeks
 * (<= 2 s wanted), on PostgreSQL through HTTP as a planner calls them. Seeds its own database each run.
 * Run: pnpm --filter bench shifts
 */
import { sql } from 'api/node_modules/kysely';
import type { Db } from 'api/src/db/types';
import { addDays, localDate } from 'api/src/lib/time-zone';
import { hashPassword } from 'api/src/modules/auth/passwords';
import { latency, ms, timed } from '../reports/measure';
import { freshPgDatabase, startServer } from '../storm/bench-server';

const PEOPLE = 500;
const ROSTER_DAYS = 31;
const BULK_DAYS = 28;
const BULK_RUNS = 5;
const PASSWORD = 'Bench#2026';

const today = localDate(new Date(), 'Europe/London');
const rosterStart = addDays(today, -20);
const rosterEnd = addDays(rosterStart, ROSTER_DAYS - 1);
// Far from the roster month, so the bulk meets no shift of the seed.
const bulkStart = addDays(today, 120);

/** One department of PEOPLE staff with an early shift on most days of the roster month and past clock-ins. */
async function seed(db: Db): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  await sql`insert into employees (first_name, last_name, email, role, password_hash)
    values ('Bench', 'Admin', 'admin@shifts.bench', 'admin', ${hash})`.execute(db);
  await sql`insert into departments (department_name) values ('Warehouse')`.execute(db);
  await sql`insert into employees (first_name, last_name, email, role, password_hash, report_to)
    select 'Worker', lpad(i::text, 4, '0'), 'worker' || i || '@shifts.bench', 'employee', ${hash}, 1
    from generate_series(1, ${PEOPLE}) as i`.execute(db);
  await sql`insert into employee_departments (employee_id, department_id)
    select employee_id, 1 from employees where role = 'employee'`.execute(db);
  await sql`insert into shift_types (name, start_time, end_time, break_minutes) values
    ('Early', '06:00', '14:00', 30), ('Late', '14:00', '22:00', 30), ('Night', '22:00', '06:00', 45)`.execute(db);
  // Five days on, two off, staggered; early and late weeks alternate.
  await sql`insert into shift_assignments
      (employee_id, shift_date, shift_type_id, starts_at, ends_at, break_minutes, status, published_at)
    select e.employee_id, d::date, t.shift_type_id,
      (d::date + t.start_time) at time zone 'Europe/London', (d::date + t.end_time) at time zone 'Europe/London',
      30, 'published', now()
    from employees e
    cross join generate_series(${rosterStart}::date, ${rosterEnd}::date, interval '1 day') as d
    join shift_types t on t.shift_type_id = 1 + ((e.employee_id + (d::date - ${rosterStart}::date) / 7) % 2)
    where e.role = 'employee' and (e.employee_id + (d::date - ${rosterStart}::date)) % 7 < 5`.execute(db);
  await sql`insert into attendance_records (employee_id, attendance_date, check_in_time, check_out_time)
    select employee_id, shift_date, starts_at + (random() * interval '20 minutes'), ends_at
    from shift_assignments where shift_date < ${today}::date and random() < 0.9`.execute(db);
  await sql.raw('vacuum analyze').execute(db);
}

async function main(): Promise<void> {
  const databaseUrl = await freshPgDatabase('attendance_shifts_bench');
  const server = await startServer({ DATABASE_URL: databaseUrl });
  const { app } = server;
  try {
    await seed(app.db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@shifts.bench', password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const counts = await sql<{ shifts: number; records: number }>`select
      (select count(*)::int from shift_assignments) as shifts,
      (select count(*)::int from attendance_records) as records`.execute(app.db);
    const { shifts, records } = counts.rows[0]!;
    console.log(`\n${PEOPLE} people, ${shifts} shifts, ${records} attendance records (PostgreSQL)\n`);

    let cells = 0;
    const roster = await latency(async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/roster?start=${rosterStart}&end=${rosterEnd}&department_id=1`,
        headers,
      });
      if (res.statusCode !== 200) throw new Error(res.body);
      cells = res.json<{ people: Array<{ days: unknown[] }> }>().people.reduce((n, p) => n + p.days.length, 0);
    }, 20);
    console.log(
      `GET /api/roster, ${PEOPLE} people x ${ROSTER_DAYS} days (${cells} cells): ` +
        `p50 ${ms(roster.p50)}, p95 ${ms(roster.p95)} (wanted <= 1000 ms)`,
    );

    const employeeIds = (
      await sql<{ id: number }>`select employee_id as id from employees where role = 'employee'
      order by employee_id`.execute(app.db)
    ).rows.map((row) => row.id);
    const bulkEnd = addDays(bulkStart, BULK_DAYS - 1);
    const samples: number[] = [];
    for (let run = 0; run < BULK_RUNS; run += 1) {
      await sql`delete from shift_assignments where shift_date >= ${bulkStart}::date`.execute(app.db);
      let created = 0;
      samples.push(
        await timed(async () => {
          const res = await app.inject({
            method: 'POST',
            url: '/api/shift_assignments/bulk',
            headers,
            payload: { employee_ids: employeeIds, start_date: bulkStart, end_date: bulkEnd, shift_type_id: 1 },
          });
          if (res.statusCode !== 201) throw new Error(res.body);
          created = res.json<{ assignment_ids: number[] }>().assignment_ids.length;
        }),
      );
      if (created !== PEOPLE * BULK_DAYS) throw new Error(`bulk created ${created} shifts`);
    }
    samples.sort((a, b) => a - b);
    console.log(
      `POST /api/shift_assignments/bulk, ${PEOPLE} people x ${BULK_DAYS} days (${PEOPLE * BULK_DAYS} shifts), ` +
        `${BULK_RUNS} runs: fastest ${ms(samples[0]!)}, median ${ms(samples[Math.floor(BULK_RUNS / 2)]!)}, ` +
        `slowest ${ms(samples.at(-1)!)} (wanted <= 2000 ms)`,
    );
  } finally {
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
