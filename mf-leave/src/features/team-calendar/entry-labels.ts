import { leaveDates } from '../../shared/leave-labels';
import { CALENDAR_TEXTS } from '../../shared/messages';
import type { CalendarLeave } from './api';

/** `Emma Wilson · Vacation`; the type only when the api sends it (an employee sees colleagues without it). */
export function leaveLabel(leave: CalendarLeave): string {
  return leave.leave_type_name ? `${leave.employee_name} · ${leave.leave_type_name}` : leave.employee_name;
}

/** The same with its dates, halves and status, for the month's list. */
export function leaveLine(leave: CalendarLeave): string {
  const halves = [leave.start_half && CALENDAR_TEXTS.startHalf, leave.end_half && CALENDAR_TEXTS.endHalf].filter(
    Boolean,
  );
  const dates = halves.length > 0 ? `${leaveDates(leave)} (${halves.join(', ')})` : leaveDates(leave);
  return `${leaveLabel(leave)}: ${dates}`;
}
