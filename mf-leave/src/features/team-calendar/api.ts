import { baseApi } from 'shared-auth';
import type { Department, TeamCalendar, TeamCalendarQuery } from './types';

export const teamCalendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Tagged Leave: a request sent or decided moves the calendar.
    getTeamCalendar: build.query<TeamCalendar, TeamCalendarQuery>({
      query: (params) => ({ url: 'team_calendar', params }),
      providesTags: ['Leave'],
    }),
    // Named for this feature: mf-people has its own departments endpoint and names are unique across remotes.
    getTeamCalendarDepartments: build.query<Department[], void>({
      query: () => 'departments',
      providesTags: ['Departments'],
    }),
  }),
});

export const { useGetTeamCalendarQuery, useGetTeamCalendarDepartmentsQuery } = teamCalendarApi;
