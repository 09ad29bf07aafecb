import { addDays, daysInRange } from '../../lib/time-zone';
import { attendanceError, MAX_RANGE_DAYS } from './messages';

/** First and last calendar day, both included ('YYYY-MM-DD'). */
export interface DayRange {
  first: string;
  last: string;
}

/** Refuses a reversed range and one longer than MAX_RANGE_DAYS. */
export function checkedRange(range: DayRange): DayRange {
  if (range.last < range.first) throw attendanceError(400, 'attendance.end_before_start');
  if (daysInRange(range.first, range.last) > MAX_RANGE_DAYS) throw attendanceError(400, 'attendance.range_too_long');
  return range;
}

/** A range with defaults: the end is today, the start `defaultDays` before it (both included). */
export function rangeWithDefaults(
  query: { start_date?: string; end_date?: string },
  today: string,
  defaultDays: number,
): DayRange {
  const last = query.end_date ?? today;
  return checkedRange({ first: query.start_date ?? addDays(last, 1 - defaultDays), last });
}
