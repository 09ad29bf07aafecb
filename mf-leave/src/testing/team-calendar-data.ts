import type { CalendarLeave, TeamCalendar } from '../features/team-calendar/api';

/** One approved leave on the team calendar, Emma Wilson's 2-3 March 2027 vacation unless overridden. */
export const calendarLeave = (overrides: Partial<CalendarLeave> = {}): CalendarLeave => ({
  request_id: 1,
  employee_id: 7,
  employee_name: 'Emma Wilson',
  start_date: '2027-03-02',
  end_date: '2027-03-03',
  start_half: false,
  end_half: false,
  leave_type: 'vacation',
  leave_type_name: 'Vacation',
  status: 'approved',
  ...overrides,
});

/** March 2027 as GET /api/team_calendar answers it, with the given leave and no holidays unless overridden. */
export const marchCalendar = (overrides: Partial<TeamCalendar> = {}): TeamCalendar => ({
  month: '2027-03',
  first: '2027-03-01',
  last: '2027-03-31',
  shows_leave_types: true,
  holidays: [],
  leave: [],
  ...overrides,
});
