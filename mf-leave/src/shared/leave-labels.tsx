import type { LeaveRequest } from 'api-contract';
import { formatLongDate, leaveStatusColor, leaveTypeName, useGetLeaveTypeDetailsQuery } from 'shared-auth';
import { ContrastTag } from 'shared-auth/ui';

/** A leave type as people read it, wherever a table or text shows one. */
export function LeaveTypeLabel({ type }: { type: string }) {
  const { data } = useGetLeaveTypeDetailsQuery();
  return <>{leaveTypeName(type, data)}</>;
}

export function LeaveStatusTag({ status }: { status: string }) {
  return <ContrastTag tone={leaveStatusColor(status)}>{status}</ContrastTag>;
}

/** `March 1, 2027 – March 3, 2027`, or the one date of a single-day request. */
export function leaveDates({ start_date, end_date }: Pick<LeaveRequest, 'start_date' | 'end_date'>): string {
  return start_date === end_date
    ? formatLongDate(start_date)
    : `${formatLongDate(start_date)} – ${formatLongDate(end_date)}`;
}

/** `1 day`, `0.5 days`, `3 days`: balances and requests count working days, halves included. */
export function daysText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
