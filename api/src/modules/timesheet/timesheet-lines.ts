import { addDays, type Weekday, weekday } from '../../lib/time-zone';
import type { DayRange } from '../attendance';
import { timesheetText, type TimesheetText } from './timesheet-texts';

export interface TimesheetRecord {
  attendance_date: string;
  check_in_time: Date;
  check_out_time: Date | null;
  /** The address, or POINT(lng lat) when none was resolved. */
  location: string | null;
  discrepancy: string | null;
  auto_closed: boolean;
  /** Which side an approved correction set (not face-verified). */
  check_in_corrected: boolean;
  check_out_corrected: boolean;
  /** worked_time() of migration 034: clock-out - clock-in - breaks; null while open. */
  worked_minutes: number | null;
}

export interface LeaveSpan {
  start_date: string;
  end_date: string;
  leave_type: string;
  /** An hourly leave's times ('HH:MM'): the day stays a working day, the note says when. */
  start_time?: string | null;
  end_time?: string | null;
}

export interface DayOff {
  holiday_date: string;
  name: string;
}

/** A published shift's date and its wall-clock times ('HH:MM', company zone). */
export interface ShiftMark {
  shift_date: string;
  start_time: string;
  end_time: string;
}

/**
 * Why someone may not be expected on a working day: their approved leave and their calendars' holidays; and their
 * published shifts, which replace the company's work week in the weeks they have any.
 */
export interface DaysOff {
  leave: readonly LeaveSpan[];
  holidays: readonly DayOff[];
  /** None: the company's work week throughout. */
  shifts?: readonly ShiftMark[];
}

export interface DayLine {
  kind: 'day';
  date: string;
  weekday: Weekday;
  record: TimesheetRecord | null;
  /** Worked hours of a closed record (breaks deducted); null while open or without a record. */
  hours: number | null;
  /** The text before the first comma of the location, as the home dashboard shows it. */
  location: string;
  /** Which side a correction set, the discrepancy, and why nobody was expected: a weekend, a holiday or a leave. */
  note: string;
  /** A day nobody is expected to work (weekend, holiday, leave): shaded. */
  off: boolean;
}

export interface WeekLine {
  kind: 'week';
  first: string;
  last: string;
  hours: number;
}

export type TimesheetLine = DayLine | WeekLine;

export interface Timesheet {
  lines: TimesheetLine[];
  totalHours: number;
  daysWorked: number;
}

function leaveOn(date: string, leave: readonly LeaveSpan[]): LeaveSpan | undefined {
  return leave.find((span) => !span.start_time && span.start_date <= date && date <= span.end_date);
}

/** The hourly leave of the day, as notes: `Doctor leave 09:00-11:00`. */
function hourlyLeaveOn(T: TimesheetText, date: string, leave: readonly LeaveSpan[]): string[] {
  return leave
    .filter((span) => span.start_time && span.start_date === date)
    .map((span) => T.hourlyLeave(span.leave_type, span.start_time!, span.end_time!));
}

const WEEK_ORDER: readonly Weekday[] = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Monday of the ISO week of `date`. */
function weekOf(date: string): string {
  return addDays(date, -WEEK_ORDER.indexOf(weekday(date)));
}

/**
 * In a week with shifts, a day without one is a day off; else the weekend first, then a holiday (a leave does not
 * take it: balance-rules.ts), then a leave. A shift day is worked whatever the company's week says.
 */
function offMark(T: TimesheetText, date: string, day: Weekday, workDays: readonly Weekday[], off: DaysOff): string {
  const shifts = off.shifts ?? [];
  const shiftWeek = shifts.some((shift) => weekOf(shift.shift_date) === weekOf(date));
  const onShift = shifts.some((shift) => shift.shift_date === date);
  if (shiftWeek && !onShift) return T.dayOff;
  if (!onShift && !workDays.includes(day)) return T.weekend;
  const holiday = off.holidays.find((h) => h.holiday_date === date);
  if (holiday) return T.holiday(holiday.name);
  const onLeave = leaveOn(date, off.leave);
  return onLeave ? T.leave(onLeave.leave_type) : '';
}

function dayLine(
  T: TimesheetText,
  date: string,
  record: TimesheetRecord | null,
  workDays: readonly Weekday[],
  off: DaysOff,
): DayLine {
  const day = weekday(date);
  const mark = offMark(T, date, day, workDays, off);
  const shift = off.shifts?.find((s) => s.shift_date === date);
  const hours = record?.check_out_time && record.worked_minutes !== null ? record.worked_minutes / 60 : null;
  return {
    kind: 'day',
    date,
    weekday: day,
    record,
    hours,
    location: record?.location?.split(',')[0]!.trim() ?? '',
    // The correction first: a long note is cut at the cell's end, and the marker must show.
    note: [
      record && T.corrected(record.check_in_corrected, record.check_out_corrected),
      record?.discrepancy && T.attendanceValue(record.discrepancy),
      shift && T.shift(shift.start_time, shift.end_time),
      ...hourlyLeaveOn(T, date, off.leave),
      mark,
    ]
      .filter(Boolean)
      .join('; '),
    off: mark !== '',
  };
}

/** One line per day of the range, a subtotal after each Sunday and after the last day, and the totals. */
export function timesheetLines(
  range: DayRange,
  records: readonly TimesheetRecord[],
  off: DaysOff,
  workDays: readonly Weekday[],
  T: TimesheetText = timesheetText('en'),
): Timesheet {
  const byDate = new Map(records.map((record) => [record.attendance_date, record]));
  const lines: TimesheetLine[] = [];
  let week: WeekLine = { kind: 'week', first: range.first, last: range.first, hours: 0 };
  let totalHours = 0;
  for (let date = range.first; date <= range.last; date = addDays(date, 1)) {
    const line = dayLine(T, date, byDate.get(date) ?? null, workDays, off);
    lines.push(line);
    week.hours += line.hours ?? 0;
    totalHours += line.hours ?? 0;
    if (line.weekday === 'Sun' || date === range.last) {
      lines.push({ ...week, last: date });
      week = { kind: 'week', first: addDays(date, 1), last: addDays(date, 1), hours: 0 };
    }
  }
  return { lines, totalHours, daysWorked: records.length };
}
