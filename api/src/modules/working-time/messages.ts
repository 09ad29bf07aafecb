import { errorFactory } from '../../lib/app-error';
import type { RuleId } from './violations';

export const WORKING_TIME_ERRORS = {
  'working_time.end_before_start': 'end must be on or after start.',
  'working_time.range_too_long': 'The range may span at most 62 days.',
} as const;

export const workingTimeError = errorFactory(WORKING_TIME_ERRORS);

export const MAX_RANGE_DAYS = 62;
/** Without a range: the last 31 days up to today. */
export const DEFAULT_RANGE_DAYS = 31;

const hours = (minutes: number | string) => `${(Number(minutes) / 60).toFixed(1)} h`;

/** Each breach in a sentence, built from its inputs. */
export const VIOLATION_TEXTS: Record<RuleId, (inputs: Record<string, number | string>) => string> = {
  daily_max: (i) => `Worked ${hours(i.worked_minutes!)} in a day, more than ${hours(i.max_minutes!)}.`,
  daily_rest: (i) => `Rested ${hours(i.rest_minutes!)} before this day, less than ${hours(i.min_rest_minutes!)}.`,
  weekly_average: (i) =>
    `Averaged ${hours(i.average_minutes!)} a week over ${i.weeks} weeks, more than ${hours(i.max_minutes!)}.`,
  break: (i) =>
    `Took ${i.break_minutes} min of break in ${hours(i.worked_minutes!)} of work; more than ${hours(i.after_minutes!)} needs ${i.required_break_minutes} min.`,
};
