import { employeeName, leaveRequestsWithPeople } from '../../db/leave-request-query';
import type { Executor } from '../../db/types';
import { staffFilter, type StaffScope } from '../../plugins/visibility';

/** Approved and pending leave sharing a day with first..last of the people a scope of the policy keeps. */
export async function leaveInPeriod(db: Executor, scope: StaffScope, first: string, last: string) {
  return leaveRequestsWithPeople(db)
    .select([
      'lr.request_id',
      'lr.employee_id',
      employeeName,
      'lr.start_date',
      'lr.end_date',
      'lr.start_half',
      'lr.end_half',
      'lr.status',
      'lt.name as leave_type',
      'lt.display_name as leave_type_name',
    ])
    .where('lr.status', '!=', 'rejected')
    .where('lr.start_date', '<=', last)
    .where('lr.end_date', '>=', first)
    .where(staffFilter(scope, 'e'))
    .orderBy('lr.start_date')
    .orderBy('employee_name')
    .execute();
}
