import { sql, type Updateable } from 'kysely';
import type { EmployeesTable, Executor, NewEmployee, Tx } from '../../db/types';
import { ORG_CHART, visibleEmployee, type Visibility } from '../../plugins/visibility';

// Arbitrary constant: manager changes and terminations run one at a time, so two of them cannot form a cycle.
const ORG_CHART_LOCK_KEY = 72_410_006;

const fullName = sql<string>`first_name || ' ' || last_name`.as('full_name');

export async function lockOrgChart(tx: Tx): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(ORG_CHART_LOCK_KEY)})`.execute(tx);
}

/** The active employees the visibility covers, by name. */
export async function listActive(db: Executor, visibility: Visibility) {
  return db
    .selectFrom('employees as e')
    .select(['employee_id', 'first_name', 'last_name', fullName, 'email', 'role'])
    .where('status', '=', 'active')
    .where(visibleEmployee(visibility, 'e'))
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('employee_id')
    .execute();
}

/** The active employee, when the visibility covers them. */
export async function findActive(db: Executor, employeeId: number, visibility: Visibility) {
  return db
    .selectFrom('employees as e')
    .select([
      'employee_id',
      'first_name',
      'last_name',
      fullName,
      'email',
      'role',
      'report_to',
      'date_of_birth',
      'phone_number',
      'hire_date',
      'job_title',
      sql<number | null>`e.weekly_hours::float8`.as('weekly_hours'),
      'holiday_calendar',
      'allowed_locations',
      'biometric_consent_at',
      'created_at',
    ])
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'active')
    .where(visibleEmployee(visibility, 'e'))
    .executeTakeFirst();
}

export async function emailOwner(db: Executor, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('employees')
    .select('employee_id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row?.employee_id;
}

export async function insertEmployee(db: Executor, row: NewEmployee): Promise<number> {
  const inserted = await db.insertInto('employees').values(row).returning('employee_id').executeTakeFirstOrThrow();
  return inserted.employee_id;
}

export async function updateEmployee(
  db: Executor,
  employeeId: number,
  changes: Updateable<EmployeesTable>,
): Promise<void> {
  await db
    .updateTable('employees')
    .set({ ...changes, updated_at: new Date() })
    .where('employee_id', '=', employeeId)
    .execute();
}

export async function isAssignableManager(db: Executor, employeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('employees')
    .select('employee_id')
    .where('employee_id', '=', employeeId)
    .where('status', '=', 'active')
    .where('role', 'in', ['manager', 'admin'])
    .executeTakeFirst();
  return Boolean(row);
}

/** `employeeId` and everyone above them, nearest first (bounded, in case old data holds a loop). */
export async function managerChain(db: Executor, employeeId: number): Promise<number[]> {
  const { rows } = await sql<{ employee_id: number }>`
    with recursive chain (employee_id, report_to, depth) as (
      select employee_id, report_to, 1 from employees where employee_id = ${employeeId}
      union all
      select e.employee_id, e.report_to, c.depth + 1 from employees e join chain c on e.employee_id = c.report_to
      where c.depth < 1000 and ${visibleEmployee(ORG_CHART, 'e')}
    )
    select employee_id from chain order by depth`.execute(db);
  return rows.map((row) => row.employee_id);
}

export async function activeReportIds(db: Executor, managerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('employees')
    .select('employee_id')
    .where('report_to', '=', managerId)
    .where('status', '=', 'active')
    .where(visibleEmployee(ORG_CHART, 'employees'))
    .execute();
  return rows.map((row) => row.employee_id);
}

export async function reassignReports(db: Executor, fromId: number, toId: number | null): Promise<void> {
  await db
    .updateTable('employees')
    .set({ report_to: toId, updated_at: new Date() })
    .where('report_to', '=', fromId)
    .where('status', '=', 'active')
    .execute();
}
