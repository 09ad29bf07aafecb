import { autoClockOutAt } from './attendance-rules';
import type { AutoClockOutRule } from './auto-close-sql';

interface RecordTimes {
  attendance_date: string;
  check_in_time: Date;
  check_out_time: Date | null;
  auto_closed: boolean;
  /** When the record's published shift ends; null or absent without one. */
  shift_ends_at?: Date | null;
}

/**
 * The record as reads show it: an open record past its autoClockOutAt() is closed automatically at that moment,
 * whether or not the sweep (auto-clock-out.ts) has written it yet, so no read has to write.
 */
export function asAutoClosed<R extends RecordTimes>(record: R, settings: AutoClockOutRule, now: Date): R {
  if (record.check_out_time) return record;
  const closesAt = autoClockOutAt(
    { attendanceDate: record.attendance_date, checkIn: record.check_in_time, shiftEnd: record.shift_ends_at },
    settings,
  );
  return closesAt.getTime() <= now.getTime() ? { ...record, check_out_time: closesAt, auto_closed: true } : record;
}
