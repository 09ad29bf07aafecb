import type { ApiResponse } from 'api-contract';

export type TeamCalendar = ApiResponse<'/api/team_calendar', 'get'>;
export type CalendarLeave = TeamCalendar['leave'][number];
export type CalendarHoliday = TeamCalendar['holidays'][number];

/** What one day of the month shows. */
export interface DayEntries {
  holidays: CalendarHoliday[];
  leave: CalendarLeave[];
}
