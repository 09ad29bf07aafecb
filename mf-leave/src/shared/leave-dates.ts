import { formatLongDate } from 'shared-auth';
import type { LeaveRequest } from './types';

/** `March 1, 2027 – March 3, 2027`, or the one date of a single-day request. */
export function leaveDates({ start_date, end_date }: Pick<LeaveRequest, 'start_date' | 'end_date'>): string {
  return start_date === end_date
    ? formatLongDate(start_date)
    : `${formatLongDate(start_date)} – ${formatLongDate(end_date)}`;
}
