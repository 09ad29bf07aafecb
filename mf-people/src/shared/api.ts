import { useMemo } from 'react';
import { useGetHolidaysQuery } from 'shared-auth';

/** Lists several screens read: the department picker and the manager picker use them too. */
export { useGetDepartmentsQuery, useGetEmployeesListQuery } from 'shared-auth';

/** The holiday calendars there are: the locations holidays were entered or imported for. */
export function useHolidayCalendars(): string[] {
  const { data } = useGetHolidaysQuery({});
  return useMemo(
    () => [...new Set((data ?? []).flatMap((holiday) => (holiday.location ? [holiday.location] : [])))].sort(),
    [data],
  );
}
