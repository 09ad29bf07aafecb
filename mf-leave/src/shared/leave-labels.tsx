import type { LeaveRequest } from 'api-contract';
import { formatLongDate, leaveStatusColor, leaveTypeName, useGetLeaveTypeDetailsQuery } from 'shared-auth';
import { useLeaveStatusText } from 'shared-auth/i18n';
import { ContrastTag } from 'shared-auth/ui';
import type { LeaveT } from './leave-texts';

/** A leave type as people read it, wherever a table or text shows one. */
export function LeaveTypeLabel({ type }: { type: string }) {
  const { data } = useGetLeaveTypeDetailsQuery();
  return <>{leaveTypeName(type, data)}</>;
}

export function LeaveStatusTag({ status }: { status: string }) {
  const statusText = useLeaveStatusText();
  return <ContrastTag tone={leaveStatusColor(status)}>{statusText(status)}</ContrastTag>;
}

type Span = Pick<LeaveRequest, 'start_date' | 'end_date'> & Partial<Pick<LeaveRequest, 'start_time' | 'end_time'>>;

/** `March 1, 2027 – March 3, 2027`, the one date of a single-day request, with its hours when hourly. */
export function leaveDates({ start_date, end_date, start_time, end_time }: Span): string {
  if (start_time && end_time) return `${formatLongDate(start_date)}, ${start_time}–${end_time}`;
  return start_date === end_date
    ? formatLongDate(start_date)
    : `${formatLongDate(start_date)} – ${formatLongDate(end_date)}`;
}

/** `1 day`, `0.5 days`, `3 days`: balances and requests count working days, halves included. */
export function daysText(t: LeaveT, days: number): string {
  return t('amounts.days', { days });
}

/** `7 h 30 min`, `-1 h 05 min`: a type counted in hours keeps whole minutes (as the api's own messages write them). */
export function hoursText(t: LeaveT, minutes: number): string {
  const whole = Math.round(Math.abs(minutes));
  const text = t('amounts.hours', { hours: Math.floor(whole / 60), minutes: String(whole % 60).padStart(2, '0') });
  return minutes < 0 ? `-${text}` : text;
}

/** A balance figure in its type's unit: working days, or minutes shown as hours. */
export function amountText(t: LeaveT, value: number, unit: 'day' | 'hour'): string {
  return unit === 'hour' ? hoursText(t, value) : daysText(t, value);
}
