import type { CalendarHoliday, CalendarLeave, TeamCalendar } from './api';

/** What one day of the month shows. */
export interface DayEntries {
  holidays: CalendarHoliday[];
  leave: CalendarLeave[];
}

/** The next calendar date (`YYYY-MM-DD`), in UTC so no zone's daylight saving skips or repeats one. */
function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Each day of the month with its holidays and the leave covering it; leave reaching beyond the month is cut to it. */
export function dayEntries(calendar: TeamCalendar): Map<string, DayEntries> {
  const days = new Map<string, DayEntries>();
  for (let date = calendar.first; date <= calendar.last; date = nextDate(date))
    days.set(date, { holidays: [], leave: [] });
  for (const holiday of calendar.holidays) days.get(holiday.date)?.holidays.push(holiday);
  for (const leave of calendar.leave) {
    const from = leave.start_date > calendar.first ? leave.start_date : calendar.first;
    const to = leave.end_date < calendar.last ? leave.end_date : calendar.last;
    for (let date = from; date <= to; date = nextDate(date)) days.get(date)?.leave.push(leave);
  }
  return days;
}
