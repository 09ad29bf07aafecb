import { discrepancy } from '../attendance';
import type { AttendanceSettings } from '../settings';
import type { CorrectedDay, LockedRecord } from './record-amendment';
import { correctionError } from './messages';

export interface RequestedTimes {
  clockIn: Date | null;
  clockOut: Date | null;
}

type Existing = Pick<LockedRecord, 'check_in_time' | 'check_out_time'> | undefined;

/** The day's times once the request applies: a side it leaves out keeps the record's value. */
function mergedTimes(record: Existing, times: RequestedTimes) {
  return {
    checkIn: times.clockIn ?? record?.check_in_time ?? null,
    checkOut: times.clockOut ?? record?.check_out_time ?? null,
  };
}

/**
 * Refuses a request the day's record cannot take: no record and no clock in, or a clock out not after the clock
 * in. `status` is 400 when filing (bad input) and 409 when approving (the record changed since).
 */
export function fitTimes(record: Existing, times: RequestedTimes, status: 400 | 409) {
  const { checkIn, checkOut } = mergedTimes(record, times);
  if (!checkIn) throw correctionError(status, 'correction.needs_clock_in');
  if (checkOut && checkOut <= checkIn) throw correctionError(status, 'correction.out_before_in');
  return { checkIn, checkOut };
}

/**
 * The record's values after the correction, the arrival discrepancy recomputed by the attendance rules. Approving
 * a correction of a voided day vouches for its times, so the record counts again (migration 029).
 */
export function correctedDay(
  record: LockedRecord | undefined,
  times: RequestedTimes,
  settings: AttendanceSettings,
): CorrectedDay {
  const { checkIn, checkOut } = fitTimes(record, times, 409);
  return {
    checkIn,
    checkOut,
    discrepancy: discrepancy(checkIn, settings),
    checkInCorrected: Boolean(record?.check_in_corrected) || times.clockIn !== null,
    checkOutCorrected: Boolean(record?.check_out_corrected) || times.clockOut !== null,
    reinstated: record?.verification === 'voided',
  };
}
