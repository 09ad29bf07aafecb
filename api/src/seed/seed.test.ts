import { sql } from 'kysely';
import type { Db } from '../db/types';
import { createTestDb, TestDb } from '../test/test-db';
import { DEMO_PASSWORD, OFFICE } from './demo-company';
import { seedDemoIfEmpty } from './seed';
import { verifyPassword } from '../modules/auth/passwords';

// A Wednesday afternoon in London.
const NOW = new Date('2026-03-18T15:30:00Z');
let first: TestDb;

beforeAll(async () => {
  first = await createTestDb();
});
afterAll(() => first.drop());

async function snapshot(db: Db) {
  const employees = await db
    .selectFrom('employees')
    .select([
      'employee_id',
      'first_name',
      'last_name',
      'email',
      'role',
      'report_to',
      'date_of_birth',
      'hire_date',
      'job_title',
      'allowed_locations',
    ])
    .orderBy('employee_id')
    .execute();
  const attendance = await db.selectFrom('attendance_records').selectAll().orderBy('record_id').execute();
  const leave = await db.selectFrom('leave_requests').selectAll().orderBy('request_id').execute();
  const departments = await db.selectFrom('employee_departments').selectAll().orderBy('employee_id').execute();
  return {
    employees,
    attendance: attendance.map(({ created_at, ...rest }) => rest),
    leave: leave.map(({ updated_at, ...rest }) => rest),
    departments,
  };
}

describe('demo seed', () => {
  it('builds the demo company once', async () => {
    const summary = await seedDemoIfEmpty(first.db, undefined, NOW);
    expect(summary).toMatchObject({ employees: 23 });
    expect(await seedDemoIfEmpty(first.db, undefined, NOW)).toBeNull();

    const people = await first.db.selectFrom('employees').selectAll().execute();
    const byEmail = new Map(people.map((p) => [p.email, p]));
    expect(byEmail.get('admin@acme.example')!.role).toBe('admin');
    expect(byEmail.get('manager1@acme.example')!.role).toBe('manager');
    expect(byEmail.get('manager2@acme.example')!.role).toBe('manager');
    expect(byEmail.get('employee@acme.example')!.report_to).toBe(byEmail.get('manager1@acme.example')!.employee_id);
    expect(people.filter((p) => p.role === 'employee')).toHaveLength(20);
    expect(people.every((p) => p.role === 'admin' || p.report_to !== null)).toBe(true);
    expect(people.every((p) => p.status === 'active')).toBe(true);
    expect(people.filter((p) => p.must_change_password).map((p) => p.email)).toEqual(['new.hire@acme.example']);
    expect(people.every((p) => p.email === p.email.toLowerCase() && p.email.endsWith('@acme.example'))).toBe(true);
    expect(people[0]!.allowed_locations).toEqual([
      { name: OFFICE.name, latitude: OFFICE.latitude, longitude: OFFICE.longitude },
    ]);
    expect(await verifyPassword(byEmail.get('employee@acme.example')!.password_hash, DEMO_PASSWORD)).toBe(true);

    const departments = await first.db.selectFrom('departments').select('department_name').execute();
    expect(departments).toHaveLength(4);
    const inDepartment = await first.db.selectFrom('employee_departments').select('employee_id').distinct().execute();
    expect(inDepartment).toHaveLength(23);
    const shiftTypes = await first.db
      .selectFrom('shift_types')
      .select(['name', 'start_time', 'end_time'])
      .orderBy('shift_type_id')
      .execute();
    expect(shiftTypes.map((type) => `${type.name} ${type.start_time}-${type.end_time}`)).toEqual([
      'Early 06:00:00-14:00:00',
      'Late 14:00:00-22:00:00',
      'Night 22:00:00-06:00:00',
    ]);
  });

  it('has birthdays soon, six weeks of realistic attendance and leave in every status', async () => {
    const { rows: soon } = await sql<{ n: number }>`
      select count(*)::int as n from employees
      where (make_date(2026, extract(month from date_of_birth)::int, extract(day from date_of_birth)::int) - date '2026-03-18') between 0 and 30`.execute(
      first.db,
    );
    expect(soon[0]!.n).toBeGreaterThanOrEqual(3);

    const attendance = await first.db.selectFrom('attendance_records').selectAll().execute();
    expect(attendance.length).toBeGreaterThan(500);
    const dates = attendance.map((a) => a.attendance_date).sort();
    expect(dates[0]! >= '2026-02-05').toBe(true);
    expect(dates.at(-1)).toBe('2026-03-18');
    expect(attendance.every((a) => ![0, 6].includes(new Date(`${a.attendance_date}T12:00:00Z`).getUTCDay()))).toBe(
      true,
    );
    const kinds = new Set(attendance.map((a) => a.discrepancy!.replace(/ by \d+ min/, '')));
    expect([...kinds].sort()).toEqual(['early', 'late', 'on time']);
    expect(new Set(attendance.map((a) => a.clock_in_type))).toEqual(new Set(['in office', 'remote']));
    expect(attendance.every((a) => a.check_in_time <= NOW && a.in_address)).toBe(true);
    expect(attendance.some((a) => a.attendance_date === '2026-03-18' && a.check_out_time === null)).toBe(true);

    const leave = await first.db.selectFrom('leave_requests').selectAll().execute();
    expect(new Set(leave.map((l) => l.status))).toEqual(
      new Set(['pending manager', 'pending admin', 'approved', 'rejected']),
    );
    expect(leave.filter((l) => l.status !== 'pending manager').every((l) => l.manager_approval_comment)).toBe(true);
    const onLeave = leave.find((l) => l.status === 'approved' && l.start_date < '2026-03-18')!;
    const clash = attendance.find(
      (a) =>
        a.employee_id === onLeave.employee_id &&
        a.attendance_date >= onLeave.start_date &&
        a.attendance_date <= onLeave.end_date,
    );
    expect(clash).toBeUndefined();

    const policies = await first.db
      .selectFrom('leave_types')
      .select([
        'name',
        'annual_days',
        'accrual',
        'carry_over_cap',
        'carry_over_expiry_month',
        'backdating_allowed',
        'paid',
      ])
      .where('name', 'in', ['vacation', 'sick', 'unpaid'])
      .orderBy('leave_type_id')
      .execute();
    expect(policies).toEqual([
      {
        name: 'vacation',
        annual_days: 25,
        accrual: 'monthly',
        carry_over_cap: 5,
        carry_over_expiry_month: 3,
        backdating_allowed: false,
        paid: true,
      },
      {
        name: 'sick',
        annual_days: null,
        accrual: 'yearly',
        carry_over_cap: 0,
        carry_over_expiry_month: null,
        backdating_allowed: true,
        paid: true,
      },
      {
        name: 'unpaid',
        annual_days: null,
        accrual: 'yearly',
        carry_over_cap: 0,
        carry_over_expiry_month: null,
        backdating_allowed: false,
        paid: false,
      },
    ]);
    const doctor = await first.db
      .selectFrom('leave_types')
      .select(['unit', 'annual_days'])
      .where('name', '=', 'doctor')
      .executeTakeFirst();
    expect(doctor).toEqual({ unit: 'hour', annual_days: 16 });
  });

  it('is deterministic for the same day', async () => {
    const before = await snapshot(first.db);
    await sql`truncate employees, departments, shift_types, leave_requests, attendance_records restart identity cascade`.execute(
      first.db,
    );
    await seedDemoIfEmpty(first.db, undefined, NOW);
    expect(await snapshot(first.db)).toEqual(before);
  });
});
