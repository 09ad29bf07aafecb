import { sql } from 'kysely';
import type { Executor } from '../../db/types';

/** What a balance needs to know of employees: employment dates (company zone) and holiday calendars. */
function subjects(db: Executor, timeZone: string) {
  return db
    .selectFrom('employees')
    .select([
      'employee_id',
      sql<string>`first_name || ' ' || last_name`.as('full_name'),
      'email',
      'hire_date',
      sql<string | null>`(terminated_at at time zone ${timeZone})::date::text`.as('left_on'),
      'holiday_calendar',
      'allowed_locations',
    ]);
}

export async function balanceSubject(db: Executor, employeeId: number, timeZone: string) {
  return subjects(db, timeZone).where('employee_id', '=', employeeId).executeTakeFirst();
}

export type BalanceSubject = NonNullable<Awaited<ReturnType<typeof balanceSubject>>>;

/** Everyone employed on at least one day of first..last, by name. */
export async function employedBetween(db: Executor, timeZone: string, first: string, last: string) {
  return subjects(db, timeZone)
    .where((eb) => eb.or([eb('hire_date', 'is', null), eb('hire_date', '<=', last)]))
    .where((eb) =>
      eb.or([eb('terminated_at', 'is', null), eb(sql`(terminated_at at time zone ${timeZone})::date`, '>=', first)]),
    )
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('employee_id')
    .execute();
}

/** What balance counting reads of a leave request. */
export const LEAVE_SPAN_COLUMNS = [
  'request_id',
  'employee_id',
  'leave_type_id',
  'start_date',
  'end_date',
  'start_half',
  'end_half',
  sql<string | null>`to_char(start_time, 'HH24:MI')`.as('start_time'),
  sql<string | null>`to_char(end_time, 'HH24:MI')`.as('end_time'),
  'status',
] as const;

/** The employees' approved and pending requests sharing a day with first..last. */
export async function bookedLeave(db: Executor, employeeIds: number[], first: string, last: string) {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom('leave_requests')
    .select(LEAVE_SPAN_COLUMNS)
    .where('employee_id', 'in', employeeIds)
    .where('status', '!=', 'rejected')
    .where('start_date', '<=', last)
    .where('end_date', '>=', first)
    .orderBy('start_date')
    .execute();
}

export type BookedRow = Awaited<ReturnType<typeof bookedLeave>>[number];

/** The year's stored ledger lines (adjustments and carry-over) of the employees. */
export async function balanceLines(db: Executor, employeeIds: number[], year: number) {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom('leave_balance_adjustments')
    .select([
      'adjustment_id',
      'employee_id',
      'leave_type_id',
      'kind',
      'days',
      'reason',
      'created_by',
      'created_at',
      'valid_from',
      'expires_on',
    ])
    .where('employee_id', 'in', employeeIds)
    .where('year', '=', year)
    .orderBy('created_at')
    .orderBy('adjustment_id')
    .execute();
}

export type BalanceLine = Awaited<ReturnType<typeof balanceLines>>[number];

export async function insertBalanceLine(
  db: Executor,
  line: {
    employee_id: number;
    leave_type_id: number;
    year: number;
    kind: 'adjustment' | 'carry_over' | 'time_in_lieu';
    days: number;
    reason: string | null;
    created_by: number | null;
    valid_from?: string | null;
    expires_on?: string | null;
    overtime_id?: number | null;
  },
): Promise<number | null> {
  const row = await db
    .insertInto('leave_balance_adjustments')
    .values(line)
    .onConflict((oc) =>
      oc.columns(['employee_id', 'leave_type_id', 'year']).where('kind', '=', 'carry_over').doNothing(),
    )
    .returning('adjustment_id')
    .executeTakeFirst();
  return row?.adjustment_id ?? null;
}
