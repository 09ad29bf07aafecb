import type { CurrentStatus } from './types';

const MINUTE_MS = 60_000;

/** Whole minutes from `from` to `now`; never negative. */
export function minutesSince(from: string | number, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / MINUTE_MS));
}

/**
 * The worked minutes of an open day at `now`: the api's figure when the status was read (breaks deducted, the one
 * definition of worked time), plus the time since while working; nothing runs on during a break.
 */
export function workedMinutesAt(
  status: Pick<CurrentStatus, 'worked_minutes' | 'on_break'>,
  readAt: number,
  now: Date,
): number {
  const atRead = status.worked_minutes ?? 0;
  return status.on_break ? atRead : atRead + minutesSince(readAt, now);
}
