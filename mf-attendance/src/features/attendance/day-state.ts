import type { ClockAction, DayState } from './types';

/** The clock action the button offers, or none once the day is complete. */
export function nextClockAction(state: DayState): ClockAction | null {
  if (state === 'not_clocked_in') return 'clock_in';
  if (state === 'clocked_in') return 'clock_out';
  return null;
}
