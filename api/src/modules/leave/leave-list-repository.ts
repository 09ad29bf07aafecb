import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { employeeName, leaveRequestsWithPeople } from '../../db/leave-request-query';
import { actingApprovals, visibleEmployee, type Viewer } from '../../plugins/visibility';

export interface DateRange {
  start_date?: string;
  end_date?: string;
}

const nameOf = (alias: string) =>
  sql<string | null>`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

/** The requests of the people the viewer sees, and those waiting for them as a stand-in on `today`. */
export async function listRequests(db: Executor, viewer: Viewer, range: DateRange, today: string) {
  let query = leaveRequestsWithPeople(db)
    .leftJoin('employees as decider', 'decider.employee_id', 'lr.manager_decided_by')
    .leftJoin('employees as stood_for', 'stood_for.employee_id', 'lr.manager_decided_for')
    .select([
      'lr.request_id',
      'lr.employee_id',
      employeeName,
      'lr.start_date',
      'lr.end_date',
      'lt.name as leave_type',
      'lr.reason',
      'lr.start_half',
      'lr.end_half',
      sql<string | null>`to_char(lr.start_time, 'HH24:MI')`.as('start_time'),
      sql<string | null>`to_char(lr.end_time, 'HH24:MI')`.as('end_time'),
      'lt.unit',
      'lr.status',
      'lr.created_at',
      'lr.manager_approval_comment',
      'lr.admin_approval_comment',
      nameOf('decider').as('manager_decided_by_name'),
      nameOf('stood_for').as('manager_decided_for_name'),
    ])
    .where(({ or }) => or([visibleEmployee(viewer.visibility, 'e'), actingApprovals(viewer, today)]));
  if (range.start_date) query = query.where('lr.end_date', '>=', range.start_date);
  if (range.end_date) query = query.where('lr.start_date', '<=', range.end_date);
  return query.orderBy('lr.created_at', 'desc').orderBy('lr.request_id', 'desc').execute();
}
