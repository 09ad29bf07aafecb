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

/**
 * One INSERT however many rows: each column goes as one array and unnest() turns them back into rows. A bulk plan
 * of 14,000 shifts as VALUES lists took seven statements of 18,000 parameters each to build, send and parse.
 */
export async function insertAssignments(tx: Tx, rows: NewAssignment[]) {
  const publishedAt = new Date().toISOString();
  const column = <T>(value: (row: NewAssignment) => T) => rows.map(value);
  const result = await sql<{ assignment_id: number; employee_id: number; shift_date: string }>`
    insert into shift_assignments
      (employee_id, shift_date, shift_type_id, starts_at, ends_at, break_minutes, grace_minutes, status,
       published_at, created_by)
    select * from unnest(
      ${column((row) => row.employee_id)}::integer[],
      ${column((row) => row.shift_date)}::date[],
      ${column((row) => row.shift_type_id)}::integer[],
      ${column((row) => row.starts_at.toISOString())}::timestamptz[],
      ${column((row) => row.ends_at.toISOString())}::timestamptz[],
      ${column((row) => row.break_minutes)}::integer[],
      ${column((row) => row.grace_minutes)}::integer[],
      ${column((row) => row.status)}::text[],
      ${column((row) => (row.status === 'published' ? publishedAt : null))}::timestamptz[],
      ${column((row) => row.created_by)}::integer[]
    )
    returning assignment_id, employee_id, shift_date`.execute(tx);
  return result.rows;
}

export async function deleteAssignments(tx: Tx, assignmentIds: number[]) {
  if (assignmentIds.length === 0) return [];
  return tx.deleteFrom('shift_assignments').where('assignment_id', 'in', assignmentIds).returningAll().execute();
}
