import type { GetReportsDashboardApiArg } from '../../generated-api';
import type { ReportFilters } from './types';

/** `department_id=2&start_date=...`: only the filters that are set. */
export function reportQuery(filters: ReportFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** The filters as the dashboard's endpoint takes them: an empty choice filters nothing. */
export function dashboardArg(filters: ReportFilters): GetReportsDashboardApiArg {
  return {
    departmentId: filters.department_id || undefined,
    employeeId: filters.employee_id || undefined,
    startDate: filters.start_date || undefined,
    endDate: filters.end_date || undefined,
  };
}
