import { useState } from 'react';
import { useAttendanceLogsQuery } from './attendance-logs-api';
import type { LogFilters } from './types';

const same = (a: LogFilters, b: LogFilters) =>
  a.start_date === b.start_date && a.end_date === b.end_date && a.department_id === b.department_id;

/** The logs of the applied filters; applying the same filters again asks the api again. */
export function useAppliedLogFilters() {
  const [filters, setFilters] = useState<LogFilters>({});
  const query = useAttendanceLogsQuery(filters);
  const apply = (next: LogFilters) => {
    if (same(next, filters)) void query.refetch();
    else setFilters(next);
  };
  return { ...query, apply };
}
