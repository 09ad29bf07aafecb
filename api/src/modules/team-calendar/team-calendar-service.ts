import type { FastifyInstance } from 'fastify';
import { isCalendarDate } from '../../lib/calendar-date';
import { teamCalendarScope, type Viewer } from '../../plugins/visibility';
import { listHolidays } from '../holidays';
import { leaveInPeriod } from './team-calendar-repository';
import { teamCalendarError } from './messages';

export function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  if (!isCalendarDate(first)) throw teamCalendarError(400, 'team_calendar.bad_month');
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { first, last: new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10) };
}

/** The month's approved and pending leave of the people the policy's team calendar scope keeps, and the holidays. */
export async function teamCalendar(app: FastifyInstance, viewer: Viewer, month: string, departmentId?: number) {
  const { first, last } = monthRange(month);
  const { staff, leaveTypesOf } = teamCalendarScope(viewer, departmentId);
  const [leave, holidays] = await Promise.all([
    leaveInPeriod(app.db, staff, first, last),
    listHolidays(app.db, { first, last }),
  ]);
  const showsTypes = leaveTypesOf === 'all';
  return {
    month,
    first,
    last,
    shows_leave_types: showsTypes,
    holidays: holidays.map(({ holiday_date, name, location }) => ({ date: holiday_date, name, location })),
    leave: leave.map(({ leave_type, leave_type_name, status, ...row }) => {
      const typed = showsTypes || row.employee_id === leaveTypesOf;
      return {
        ...row,
        status: status === 'approved' ? ('approved' as const) : ('pending' as const),
        leave_type: typed ? leave_type : null,
        leave_type_name: typed ? leave_type_name : null,
      };
    }),
  };
}
