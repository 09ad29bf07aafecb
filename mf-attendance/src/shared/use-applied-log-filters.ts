import { useState } from 'react';
import { useGetAttendanceLogsQuery } from './attendance-logs-api';
import type { LogFilters } from './types';

const same = (a: LogFilters, b: LogFilters) =>
  a.startDate === b.startDate && a.endDate === b.endDate && a.departmentId === b.departmentId;

/** The logs of the applied filters; applying the same filters again asks the api again. */
export function useAppliedLogFilters() {
  const [filters, setFilters] = useState<LogFilters>({});
  const query = useGetAttendanceLogsQuery(filters);
  const apply = (next: LogFilters) => {
    if (same(next, filters)) void query.refetch();
    else setFilters(next);
  };
  return { ...query, apply };
}
