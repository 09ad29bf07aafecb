import { leaveDates } from '../../shared/leave-labels';
import type { CalendarLeave } from './api';
import type { LeaveT } from '../../shared/leave-texts';

/** `Emma Wilson · Vacation`; the type only when the api sends it (an employee sees colleagues without it). */
export function leaveLabel(leave: CalendarLeave): string {
  return leave.leave_type_name ? `${leave.employee_name} · ${leave.leave_type_name}` : leave.employee_name;
}

/** The same with its dates, halves and status, for the month's list. */
export function leaveLine(t: LeaveT, leave: CalendarLeave): string {
  const halves = [leave.start_half && t('calendar.startHalf'), leave.end_half && t('calendar.endHalf')].filter(Boolean);
  const dates = halves.length > 0 ? `${leaveDates(leave)} (${halves.join(', ')})` : leaveDates(leave);
  return `${leaveLabel(leave)}: ${dates}`;
}
