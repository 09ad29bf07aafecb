import type { Executor } from '../../db/types';
import { employeeName, leaveRequestsWithPeople } from '../../db/leave-request-query';

/** Whose leave a calendar shows: everyone, a manager's team, the colleagues of an employee's departments. */
export type CalendarScope = 'all' | { managerId: number } | { colleaguesOf: number };

export interface CalendarFilter {
  scope: CalendarScope;
  departmentId?: number;
  /** Leave out this person (the requester, when an approver looks at who else is off). */
  exceptEmployeeId?: number;
}

/** Approved and pending leave sharing a day with first..last of the people the filter keeps. */
export async function leaveInPeriod(db: Executor, filter: CalendarFilter, first: string, last: string) {
  let query = leaveRequestsWithPeople(db)
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
    .where('lr.end_date', '>=', first);
  const { scope } = filter;
  if (scope !== 'all' && 'managerId' in scope) {
    query = query.where((eb) =>
      eb.or([eb('e.employee_id', '=', scope.managerId), eb('e.report_to', '=', scope.managerId)]),
    );
  } else if (scope !== 'all') {
    query = query.where((eb) =>
      eb.or([
        eb('e.employee_id', '=', scope.colleaguesOf),
        eb(
          'e.employee_id',
          'in',
          eb
            .selectFrom('employee_departments as mine')
            .innerJoin('employee_departments as theirs', 'theirs.department_id', 'mine.department_id')
            .select('theirs.employee_id')
            .where('mine.employee_id', '=', scope.colleaguesOf),
        ),
      ]),
    );
  }
  if (filter.departmentId !== undefined) {
    const departmentId = filter.departmentId;
    query = query.where('e.employee_id', 'in', (eb) =>
      eb.selectFrom('employee_departments').select('employee_id').where('department_id', '=', departmentId),
    );
  }
  if (filter.exceptEmployeeId !== undefined) query = query.where('e.employee_id', '!=', filter.exceptEmployeeId);
  return query.orderBy('lr.start_date').orderBy('employee_name').execute();
}

/** The departments an employee belongs to. */
export async function departmentsOf(db: Executor, employeeId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('employee_departments')
    .select('department_id')
    .where('employee_id', '=', employeeId)
    .execute();
  return rows.map((row) => row.department_id);
}
