import { sql, type RawBuilder } from 'kysely';
import type { Executor, OpenShiftStatus, Tx } from '../../db/types';
import { visibleEmployee, type EmployeeScope } from '../../plugins/visibility';
import { MAX_EXCHANGE_ROWS } from './messages';

/** A shift type that may still be given out (not archived). */
export async function activeShiftType(db: Executor, shiftTypeId: number) {
  return db
    .selectFrom('shift_types')
    .select(['shift_type_id', 'name', 'start_time', 'end_time'])
    .where('shift_type_id', '=', shiftTypeId)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

export async function departmentName(db: Executor, departmentId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('departments')
    .select('department_name')
    .where('department_id', '=', departmentId)
    .executeTakeFirst();
  return row?.department_name;
}

/** The departments of the people a scope keeps: a manager's are those of their team and their own. */
export function departmentOfScope(scope: EmployeeScope, departmentColumn: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(departmentColumn)} in (select ed.department_id from employee_departments ed
    join employees e on e.employee_id = ed.employee_id where ${visibleEmployee(scope, 'e')})`;
}

export async function isDepartmentInScope(db: Executor, scope: EmployeeScope, departmentId: number) {
  const row = await db
    .selectFrom('departments as d')
    .select('d.department_id')
    .where('d.department_id', '=', departmentId)
    .where(departmentOfScope(scope, 'd.department_id'))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertOpenShift(
  tx: Tx,
  offer: { departmentId: number; shiftDate: string; shiftTypeId: number; note: string | null; postedBy: number },
) {
  const row = await tx
    .insertInto('open_shifts')
    .values({
      department_id: offer.departmentId,
      shift_date: offer.shiftDate,
      shift_type_id: offer.shiftTypeId,
      note: offer.note,
      posted_by: offer.postedBy,
    })
    .returning('open_shift_id')
    .executeTakeFirstOrThrow();
  return row.open_shift_id;
}

export interface OpenShiftFilter {
  /** Whose departments' offers: the viewer's scope (an employee's are their own departments). */
  scope: EmployeeScope;
  /** Who may be named as the claimer. */
  claimerScope: EmployeeScope;
  status?: OpenShiftStatus;
  start?: string;
  end?: string;
}

export async function listOpenShifts(db: Executor, filter: OpenShiftFilter) {
  let query = db
    .selectFrom('open_shifts as o')
    .innerJoin('departments as d', 'd.department_id', 'o.department_id')
    .innerJoin('shift_types as t', 't.shift_type_id', 'o.shift_type_id')
    .leftJoin('employees as c', (join) =>
      join.onRef('c.employee_id', '=', 'o.claimed_by').on(visibleEmployee(filter.claimerScope, 'c')),
    )
    .select([
      'o.open_shift_id',
      'o.department_id',
      'd.department_name',
      'o.shift_date',
      'o.shift_type_id',
      't.name as shift_type_name',
      't.start_time',
      't.end_time',
      't.color',
      'o.note',
      'o.status',
      'o.posted_by',
      'o.claimed_by',
      sql<string | null>`c.first_name || ' ' || c.last_name`.as('claimed_by_name'),
      'o.claimed_at',
      'o.decided_by',
      'o.decided_at',
      'o.assignment_id',
      'o.created_at',
    ])
    .where(departmentOfScope(filter.scope, 'o.department_id'));
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.start) query = query.where('o.shift_date', '>=', filter.start);
  if (filter.end) query = query.where('o.shift_date', '<=', filter.end);
  return query.orderBy('o.shift_date').orderBy('o.open_shift_id').limit(MAX_EXCHANGE_ROWS).execute();
}

function offerWithTypeAndClaimer(db: Executor, openShiftId: number) {
  return db
    .selectFrom('open_shifts as o')
    .innerJoin('shift_types as t', 't.shift_type_id', 'o.shift_type_id')
    .leftJoin('employees as c', 'c.employee_id', 'o.claimed_by')
    .select([
      'o.open_shift_id',
      'o.department_id',
      'o.shift_date',
      'o.shift_type_id',
      'o.status',
      'o.posted_by',
      'o.claimed_by',
      'c.report_to as claimer_report_to',
      't.name as shift_type_name',
      't.start_time',
      't.end_time',
    ])
    .where('o.open_shift_id', '=', openShiftId);
}

/** The offer with its type and claimer. */
export async function readOpenShift(db: Executor, openShiftId: number) {
  return offerWithTypeAndClaimer(db, openShiftId).executeTakeFirst();
}

/** The same, row-locked so decisions on the offer run one after the other. */
export async function lockOpenShift(tx: Tx, openShiftId: number) {
  return offerWithTypeAndClaimer(tx, openShiftId).forUpdate('o').executeTakeFirst();
}

/**
 * Claims an offer that is still open; undefined when it is not (any more). Two claims at once: the second waits for
 * the first's row lock, then finds the status changed and claims nothing.
 */
export async function claimIfOpen(tx: Tx, openShiftId: number, claimerId: number, at: Date) {
  return tx
    .updateTable('open_shifts')
    .set({ status: 'claimed', claimed_by: claimerId, claimed_at: at })
    .where('open_shift_id', '=', openShiftId)
    .where('status', '=', 'open')
    .returning(['open_shift_id', 'department_id', 'shift_date', 'shift_type_id'])
    .executeTakeFirst();
}

export async function saveOpenShiftDecision(
  tx: Tx,
  openShiftId: number,
  change:
    | { status: 'filled'; assignmentId: number; deciderId: number; at: Date }
    | { status: 'open' | 'cancelled'; deciderId: number; at: Date },
) {
  const released = change.status === 'filled' ? {} : { claimed_by: null, claimed_at: null };
  await tx
    .updateTable('open_shifts')
    .set({
      status: change.status,
      ...released,
      decided_by: change.deciderId,
      decided_at: change.at,
      ...(change.status === 'filled' ? { assignment_id: change.assignmentId } : {}),
    })
    .where('open_shift_id', '=', openShiftId)
    .execute();
}

/** Whether the employee is a member of the department. */
export async function isMemberOf(db: Executor, employeeId: number, departmentId: number) {
  const row = await db
    .selectFrom('employee_departments')
    .select('department_id')
    .where('employee_id', '=', employeeId)
    .where('department_id', '=', departmentId)
    .executeTakeFirst();
  return row !== undefined;
}
