import { errorFactory, type ErrorTexts } from '../../lib/app-error';

export const ATTENDANCE_MESSAGES = {
  clockedIn: 'Clocked in successfully.',
  clockedOut: 'Clocked out successfully.',
  breakStarted: 'Break started.',
  breakEnded: 'Break ended.',
} as const;

/** Refusals of this module, by stable code (api/src/error-codes.ts lists every module's). */
export const ATTENDANCE_ERRORS = {
  'attendance.verify_before_clock_in': 'Please verify your face before clocking in.',
  'attendance.verify_before_clock_out': 'Please verify your face before clocking out.',
  'attendance.already_clocked_in': 'You have already clocked in today.',
  'attendance.day_complete': 'Your work day is complete: you have already clocked in and out today.',
  'attendance.not_clocked_in': 'You have not clocked in today.',
  'attendance.already_clocked_out': 'You have already clocked out today.',
  'attendance.auto_clocked_out': 'You were clocked out automatically after the end of the work day.',
  'attendance.break_not_clocked_in': 'You are not clocked in. A break can only start while you are clocked in.',
  'attendance.already_on_break': 'You are already on a break. End it before starting another.',
  'attendance.not_on_break': 'You are not on a break.',
  'attendance.too_early_for_shift': ({ start, from }: { start: string; from: string }) =>
    `Your shift starts at ${start}. You can clock in from ${from}.`,
  'attendance.invalid_latitude': 'Latitude must be a number between -90 and 90.',
  'attendance.invalid_longitude': 'Longitude must be a number between -180 and 180.',
  'attendance.end_before_start': 'The end date must be on or after the start date.',
  'attendance.range_too_long': 'A date range covers at most 366 days.',
} as const satisfies ErrorTexts;

export const attendanceError = errorFactory(ATTENDANCE_ERRORS);

/** Longest date range of the logs and the timesheet: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;
/** The logs without dates: the last 30 days, today included. */
export const DEFAULT_LOG_DAYS = 30;
/** The newest rows the logs return at most: a year of a large company is no screen's worth. */
export const MAX_LOG_ROWS = 5000;
/** How often a listening api closes forgotten clock-outs. */
export const AUTO_CLOCK_OUT_SWEEP_MS = 60_000;

/** Today's record as current_status reports it: none, open, or closed (by the employee or automatically). */
export const DAY_STATES = ['not_clocked_in', 'clocked_in', 'day_complete'] as const;
export type DayState = (typeof DAY_STATES)[number];
