import type { ApiResponse } from 'api-contract';

export { useGetTeamCalendarQuery } from '../../generated-api';
export { useGetDepartmentsQuery } from 'shared-auth';

export type TeamCalendar = ApiResponse<'/api/team_calendar', 'get'>;
export type CalendarLeave = TeamCalendar['leave'][number];
export type CalendarHoliday = TeamCalendar['holidays'][number];
