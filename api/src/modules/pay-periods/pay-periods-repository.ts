import { sql } from 'kysely';
import type { Executor, PayPeriodFrequency, Tx } from '../../db/types';
import { visibleEmployee, type Visibility } from '../../plugins/visibility';
import type { PeriodDates } from './period-dates';

const PERIOD_COLUMNS = [
  'pay_period_id',
  'name',
  'frequency',
  'start_date',
  'end_date',
  'locked_at',
  'locked_by',
] as const;

/** Who a period's timesheets are expected of: active staff hired by its last day. */
const expectedOf = (alias: string) =>
  sql<boolean>`${sql.ref(`${alias}.status`)} = 'active' and (${sql.ref(`${alias}.hire_date`)} is null
    or ${sql.ref(`${alias}.hire_date`)} <= p.end_date)`;

/** Periods newest first, with the sign-offs of the people the viewer may see. */
export async function listPeriods(db: Executor, visibility: Visibility) {
  const { rows } = await sql<{
    pay_period_id: number;
    name: string;
    frequency: PayPeriodFrequency;
    start_date: string;
    end_date: string;
    locked_at: Date | null;
    total: number;
    submitted: number;
    approved: number;
  }>`
    select p.pay_period_id, p.name, p.frequency, p.start_date, p.end_date, p.locked_at,
      count(e.employee_id)::int as total, count(ts.submitted_at)::int as submitted,
      count(ts.approved_at)::int as approved
    from pay_periods p
    left join employees e on ${expectedOf('e')} and ${visibleEmployee(visibility, 'e')}
    left join pay_period_timesheets ts on ts.pay_period_id = p.pay_period_id and ts.employee_id = e.employee_id
    group by p.pay_period_id
    order by p.start_date desc`.execute(db);
  return rows;
}

export async function findPeriod(db: Executor, periodId: number) {
  return db.selectFrom('pay_periods').select(PERIOD_COLUMNS).where('pay_period_id', '=', periodId).executeTakeFirst();
}

/** The period, its row locked until the transaction ends: sign-offs, locks and guarded writes queue behind it. */
export async function lockPeriodRow(tx: Tx, periodId: number) {
  return tx
    .selectFrom('pay_periods')
    .select(PERIOD_COLUMNS)
    .where('pay_period_id', '=', periodId)
    .forUpdate()
    .executeTakeFirst();
}

/** Each person the viewer may see whose timesheet the period expects, with their sign-off. */
export async function periodPeople(db: Executor, periodId: number, visibility: Visibility) {
  const { rows } = await sql<{
    employee_id: number;
    employee_name: string;
    report_to: number | null;
    submitted_at: Date | null;
    submitted_by: number | null;
    approved_at: Date | null;
    approved_by: number | null;
  }>`
    select e.employee_id, e.first_name || ' ' || e.last_name as employee_name, e.report_to,
      ts.submitted_at, ts.submitted_by, ts.approved_at, ts.approved_by
    from pay_periods p
    join employees e on ${expectedOf('e')} and ${visibleEmployee(visibility, 'e')}
    left join pay_period_timesheets ts on ts.pay_period_id = p.pay_period_id and ts.employee_id = e.employee_id
    where p.pay_period_id = ${periodId}
    order by e.last_name, e.first_name, e.employee_id`.execute(db);
  return rows;
}

/** The latest period (the next one must start the day after it ends), or none. */
export async function latestPeriod(tx: Tx) {
  return tx.selectFrom('pay_periods').select(PERIOD_COLUMNS).orderBy('end_date', 'desc').limit(1).executeTakeFirst();
}

/** Serialises creations: two admins adding periods at once would otherwise both start after the same latest one. */
export async function lockPeriodCreation(tx: Tx) {
  await sql`lock table pay_periods in share row exclusive mode`.execute(tx);
}

export async function insertPeriods(tx: Tx, frequency: PayPeriodFrequency, periods: PeriodDates[]) {
  const rows = await tx
    .insertInto('pay_periods')
    .values(periods.map((period) => ({ ...period, frequency })))
    .returning(['pay_period_id', 'name', 'start_date', 'end_date'])
    .execute();
  return rows;
}

export async function findEmployee(db: Executor, employeeId: number) {
  return db
    .selectFrom('employees')
    .select(['employee_id', 'report_to', 'status'])
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
}

export async function findTimesheet(tx: Tx, periodId: number, employeeId: number) {
  return tx
    .selectFrom('pay_period_timesheets')
    .select(['submitted_at', 'approved_at'])
    .where('pay_period_id', '=', periodId)
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
}

export async function insertSubmission(tx: Tx, periodId: number, employeeId: number, by: number, at: Date) {
  await tx
    .insertInto('pay_period_timesheets')
    .values({ pay_period_id: periodId, employee_id: employeeId, submitted_at: at, submitted_by: by })
    .execute();
}

export async function markApproved(tx: Tx, periodId: number, employeeId: number, by: number, at: Date) {
  await tx
    .updateTable('pay_period_timesheets')
    .set({ approved_at: at, approved_by: by })
    .where('pay_period_id', '=', periodId)
    .where('employee_id', '=', employeeId)
    .execute();
}

/**
 * Correction requests still waiting for a decision on a day of the period, oldest day first. The table lock waits
 * for requests and decisions in flight and holds new ones until the lock commits, when the triggers refuse them:
 * no request can slip in between this check and the lock (a row lock per write would contend on every clock-in).
 */
export async function openCorrections(tx: Tx, first: string, last: string) {
  await sql`lock table attendance_corrections in share row exclusive mode`.execute(tx);
  return tx
    .selectFrom('attendance_corrections as c')
    .innerJoin('employees as e', 'e.employee_id', 'c.employee_id')
    .select([
      'c.correction_id',
      'c.attendance_date',
      sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name'),
    ])
    .where('c.status', '=', 'pending')
    .where('c.attendance_date', '>=', first)
    .where('c.attendance_date', '<=', last)
    .orderBy('c.attendance_date')
    .orderBy('c.correction_id')
    .execute();
}

export async function setLock(tx: Tx, periodId: number, lock: { at: Date; by: number } | null) {
  await tx
    .updateTable('pay_periods')
    .set({ locked_at: lock?.at ?? null, locked_by: lock?.by ?? null })
    .where('pay_period_id', '=', periodId)
    .execute();
}
