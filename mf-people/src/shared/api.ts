import { useMemo } from 'react';
import { enhancedApi } from '../generated-api';

/** Lists several screens read: the department picker and the manager picker use them too. */
export const peopleApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getDepartments: { providesTags: ['Departments'] },
    getEmployeesList: { providesTags: ['Employees'] },
    // Tagged as mf-settings tags it (holidays change the working days balances count): the definition is shared.
    getHolidays: { providesTags: ['Leave'] },
  },
});

export const { useGetDepartmentsQuery, useGetEmployeesListQuery } = peopleApi;

/** The holiday calendars there are: the locations holidays were entered or imported for. */
export function useHolidayCalendars(): string[] {
  const { data } = peopleApi.useGetHolidaysQuery({});
  return useMemo(
    () => [...new Set((data ?? []).flatMap((holiday) => (holiday.location ? [holiday.location] : [])))].sort(),
    [data],
  );
}
