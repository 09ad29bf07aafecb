import { enhancedApi } from '../../generated-api';

export const teamCalendarApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    // Tagged Leave: a request sent or decided moves the calendar.
    getTeamCalendar: { providesTags: ['Leave'] },
    getDepartments: { providesTags: ['Departments'] },
  },
});

export const { useGetTeamCalendarQuery, useGetDepartmentsQuery } = teamCalendarApi;
