import { sql } from 'kysely';
import type { Executor, Tx } from '../../db/types';

/** Where a person's name is shown in a refusal or a mail. */
export const personName = sql<string>`e.first_name || ' ' || e.last_name`.as('name');

/**
 * Locks the people's rows for the rest of the transaction, in id order so two writers never wait on each other in
 * a circle: every write of someone's shifts takes this lock first, so the rules are checked against a settled plan.
 */
export async function lockPeople(tx: Tx, employeeIds: number[]) {
  const ids = [...new Set(employeeIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  return tx
    .selectFrom('employees as e')
    .select([
      'e.employee_id',
      personName,
      'e.email',
      'e.first_name',
      'e.status',
      'e.report_to',
      'e.holiday_calendar',
      'e.allowed_locations',
    ])
    .where('e.employee_id', 'in', ids)
    .orderBy('e.employee_id')
    .forUpdate()
    .execute();
}

export async function shiftTypesByIds(db: Executor, typeIds: number[]) {
  if (typeIds.length === 0) return [];
  return db
    .selectFrom('shift_types')
    .selectAll()
    .where('shift_type_id', 'in', [...new Set(typeIds)])
    .execute();
}

/** The stored shifts of these people between first and last (by shift_date), without those being replaced. */
export async function storedShifts(db: Executor, employeeIds: number[], first: string, last: string, skip: number[]) {
  let query = db
    .selectFrom('shift_assignments')
    .select(['assignment_id', 'employee_id', 'shift_date', 'starts_at', 'ends_at'])
    .where('employee_id', 'in', employeeIds)
    .where('shift_date', '>=', first)
    .where('shift_date', '<=', last);
  if (skip.length > 0) query = query.where('assignment_id', 'not in', skip);
  return query.execute();
}

/** Approved leave of these people touching first..last. */
export async function approvedLeave(db: Executor, employeeIds: number[], first: string, last: string) {
  return db
    .selectFrom('leave_requests')
    .select(['employee_id', 'start_date', 'end_date'])
    .where('status', '=', 'approved')
    .where('employee_id', 'in', employeeIds)
    .where('start_date', '<=', last)
    .where('end_date', '>=', first)
    .execute();
}

export interface NewAssignment {
  employee_id: number;
  shift_date: string;
  shift_type_id: number;
  starts_at: Date;
  ends_at: Date;
  break_minutes: number;
  grace_minutes: number | null;
  status: 'draft' | 'published';
  created_by: number;
}

export async function insertAssignments(tx: Tx, rows: NewAssignment[]) {
  const now = new Date();
  return tx
    .insertInto('shift_assignments')
    .values(
      rows.map((row) => ({
        ...row,
        starts_at: row.starts_at.toISOString(),
        ends_at: row.ends_at.toISOString(),
        published_at: row.status === 'published' ? now.toISOString() : null,
      })),
    )
    .returning(['assignment_id', 'employee_id', 'shift_date'])
    .execute();
}

export async function deleteAssignments(tx: Tx, assignmentIds: number[]) {
  if (assignmentIds.length === 0) return [];
  return tx.deleteFrom('shift_assignments').where('assignment_id', 'in', assignmentIds).returningAll().execute();
}
