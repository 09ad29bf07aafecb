import type { FastifyInstance } from 'fastify';
import { isCalendarDate } from '../../lib/calendar-date';
import type { AuthUser } from '../../plugins/context';
import { listHolidays } from '../holidays/holidays-repository';
import { type CalendarScope, leaveInPeriod } from './team-calendar-repository';
import { teamCalendarError } from './messages';

/** Who appears on a user's team calendar: an admin everyone, a manager their team, an employee their departments. */
export function calendarScopeOf(user: AuthUser): CalendarScope {
  if (user.role === 'admin') return 'all';
  return user.role === 'manager' ? { managerId: user.id } : { colleaguesOf: user.id };
}

export function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  if (!isCalendarDate(first)) throw teamCalendarError(400, 'team_calendar.bad_month');
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { first, last: new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10) };
}

/**
 * The month's approved and pending leave and holidays. Employees see their departments' leave without its type
 * (a colleague's reason for being away is private); their own shows it.
 */
export async function teamCalendar(app: FastifyInstance, viewer: AuthUser, month: string, departmentId?: number) {
  const { first, last } = monthRange(month);
  const [leave, holidays] = await Promise.all([
    leaveInPeriod(app.db, { scope: calendarScopeOf(viewer), departmentId }, first, last),
    listHolidays(app.db, { first, last }),
  ]);
  const showsTypes = viewer.role !== 'employee';
  return {
    month,
    first,
    last,
    shows_leave_types: showsTypes,
    holidays: holidays.map(({ holiday_date, name, location }) => ({ date: holiday_date, name, location })),
    leave: leave.map(({ leave_type, leave_type_name, status, ...row }) => {
      const typed = showsTypes || row.employee_id === viewer.id;
      return {
        ...row,
        status: status === 'approved' ? ('approved' as const) : ('pending' as const),
        leave_type: typed ? leave_type : null,
        leave_type_name: typed ? leave_type_name : null,
      };
    }),
  };
}
