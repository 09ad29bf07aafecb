import type { AttendanceT } from './attendance-texts';

/** `7 h 05 min` of whole minutes; never negative (a clock a little behind the server's shows 0). */
export function minutesText(t: AttendanceT, minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  return t('screen.minutes', { hours: Math.floor(whole / 60), minutes: String(whole % 60).padStart(2, '0') });
}
