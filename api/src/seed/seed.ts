import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db, Tx } from '../db/types';
import { localDate } from '../lib/time-zone';
import { hashPassword } from '../modules/auth/passwords';
import { settingValues } from '../modules/settings/settings-catalog';
import { attendanceRows, WorkRules } from './demo-attendance';
import { DEMO_PASSWORD, DEMO_SEED, DEPARTMENTS, PEOPLE } from './demo-company';
import { type DemoFaceOptions, seedDemoFace } from './demo-face';
import { approvedLeaveDays, leaveRows } from './demo-leave';
import { seedLeavePolicies } from './demo-leave-policies';
import { employeeRow } from './demo-people';
import { seedShiftTypes } from './demo-shift-types';
import { createRandom } from './prng';

// Arbitrary constant: two instances starting together must not both seed.
const SEED_LOCK_KEY = 72_410_003;
const INSERT_CHUNK = 500;

export interface SeedSummary {
  employees: number;
  attendance: number;
  leave: number;
}

async function workRules(tx: Tx): Promise<WorkRules> {
  const values = await settingValues(tx);
  return {
    timeZone: values.TIME_ZONE,
    workStart: values.WORK_START_TIME,
    workEnd: values.WORK_END_TIME,
    graceMinutes: Number(values.GRACE_MINUTES),
    workDays: values.WORK_DAYS.split(','),
    autoClockOutMinutes: Number(values.AUTO_CLOCK_OUT_AFTER_MINUTES),
  };
}

async function insertPeople(tx: Tx, today: string, passwordHash: string, random: ReturnType<typeof createRandom>) {
  const rows = PEOPLE.map((person, index) => employeeRow(person, index, random, today, passwordHash));
  const inserted = await tx.insertInto('employees').values(rows).returning(['employee_id', 'hire_date']).execute();
  const idOf = (key: string) => inserted[PEOPLE.findIndex((p) => p.key === key)]!.employee_id;
  for (const boss of ['admin', 'manager1', 'manager2'] as const) {
    const reports = inserted.filter((_, i) => PEOPLE[i]!.reportTo === boss).map((r) => r.employee_id);
    await tx
      .updateTable('employees')
      .set({ report_to: idOf(boss) })
      .where('employee_id', 'in', reports)
      .execute();
  }
  const departments = await tx
    .insertInto('departments')
    .values(DEPARTMENTS.map((department_name) => ({ department_name })))
    .returning(['department_id', 'department_name'])
    .execute();
  const departmentId = new Map(departments.map((d) => [d.department_name, d.department_id]));
  await tx
    .insertInto('employee_departments')
    .values(
      inserted.map((row, i) => ({
        employee_id: row.employee_id,
        department_id: departmentId.get(PEOPLE[i]!.department)!,
      })),
    )
    .execute();
  return { inserted, idOf };
}

/** Builds the demo company inside `tx`: people, departments, shift types, six weeks of attendance, leave. */
async function seedInto(tx: Tx, now: Date, passwordHash: string): Promise<SeedSummary> {
  const rules = await workRules(tx);
  const today = localDate(now, rules.timeZone);
  const random = createRandom(DEMO_SEED);
  const { inserted, idOf } = await insertPeople(tx, today, passwordHash, random);
  const ids = inserted.map((r) => r.employee_id);
  await seedLeavePolicies(tx);
  await seedShiftTypes(tx);
  const types = await tx.selectFrom('leave_types').selectAll().execute();
  const leave = leaveRows({
    today,
    employeeIds: ids,
    adminId: idOf('admin'),
    leaveTypeIds: new Map(types.map((t) => [t.name, t.leave_type_id])),
    managerOf: (id) => {
      const boss = PEOPLE[ids.indexOf(id)]!.reportTo;
      return boss ? idOf(boss) : null;
    },
  });
  await tx.insertInto('leave_requests').values(leave).execute();
  const people = inserted.map((r, i) => ({ employeeId: r.employee_id, hireDate: r.hire_date!, homeIndex: i }));
  const attendance = attendanceRows(random, people, rules, today, now, approvedLeaveDays(leave));
  for (let i = 0; i < attendance.length; i += INSERT_CHUNK) {
    await tx
      .insertInto('attendance_records')
      .values(attendance.slice(i, i + INSERT_CHUNK))
      .execute();
  }
  return { employees: inserted.length, attendance: attendance.length, leave: leave.length };
}

/**
 * Seeds the demo company when there is no employee yet; returns null when it did nothing. With a face
 * engine, the demo employee is then enrolled with a face (inference runs outside the seed's transaction).
 */
export async function seedDemoIfEmpty(
  db: Db,
  log?: FastifyBaseLogger,
  now: Date = new Date(),
  face?: DemoFaceOptions,
): Promise<SeedSummary | null> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const summary = await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(tx);
    const existing = await tx.selectFrom('employees').select('employee_id').limit(1).executeTakeFirst();
    return existing ? null : seedInto(tx, now, passwordHash);
  });
  if (summary) log?.info(summary, 'demo company seeded');
  if (summary && face) {
    // The demo works without it (enrolment can add a face later): a face engine failure is logged, not fatal.
    await seedDemoFace(db, face, now).then(
      () => log?.info('demo employee face enrolled'),
      (err: unknown) => log?.error({ err }, 'demo employee face not enrolled'),
    );
  }
  return summary;
}
