import type { Executor } from '../../db/types';
import { employeeName, leaveRequestsWithPeople } from '../../db/leave-request-query';
import { visibleEmployee, type Visibility } from '../../plugins/visibility';

export interface DateRange {
  start_date?: string;
  end_date?: string;
}

export async function listRequests(db: Executor, visibility: Visibility, range: DateRange) {
  let query = leaveRequestsWithPeople(db)
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
      'lr.status',
      'lr.created_at',
      'lr.manager_approval_comment',
      'lr.admin_approval_comment',
    ])
    .where(visibleEmployee(visibility, 'e'));
  if (range.start_date) query = query.where('lr.end_date', '>=', range.start_date);
  if (range.end_date) query = query.where('lr.start_date', '<=', range.end_date);
  return query.orderBy('lr.created_at', 'desc').orderBy('lr.request_id', 'desc').execute();
}
