import { sql } from 'kysely';
import type { Executor } from './types';

/** The requester's name as every leave list, calendar and feed shows it (`e`: the requester). */
export const employeeName = sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name');

/**
 * Leave requests (`lr`) with their requester (`e`) and leave type (`lt`): the join the request lists, the team
 * calendar, the calendar feeds and the decisions read; each adds its own columns and filters.
 */
export function leaveRequestsWithPeople(db: Executor) {
  return db
    .selectFrom('leave_requests as lr')
    .innerJoin('employees as e', 'e.employee_id', 'lr.employee_id')
    .innerJoin('leave_types as lt', 'lt.leave_type_id', 'lr.leave_type_id');
}
