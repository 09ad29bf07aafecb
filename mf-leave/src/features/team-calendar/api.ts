import type { ApiResponse } from 'api-contract';
import { enhancedApi } from '../../generated-api';

export const teamCalendarApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    // Tagged Leave: a request sent or decided moves the calendar.
    getTeamCalendar: { providesTags: ['Leave'] },
    getDepartments: { providesTags: ['Departments'] },
  },
});

export const { useGetTeamCalendarQuery, useGetDepartmentsQuery } = teamCalendarApi;

export type TeamCalendar = ApiResponse<'/api/team_calendar', 'get'>;
export type CalendarLeave = TeamCalendar['leave'][number];
export type CalendarHoliday = TeamCalendar['holidays'][number];
