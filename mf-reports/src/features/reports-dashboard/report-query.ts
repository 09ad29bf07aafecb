import type { ReportFilters } from './types';

/** `department_id=2&start_date=...`: only the filters that are set. */
export function reportQuery(filters: ReportFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
