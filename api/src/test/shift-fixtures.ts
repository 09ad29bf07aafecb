import type { Db } from '../db/types';
import { addDays, parseClock, zonedTime } from '../lib/time-zone';

/** A shift given out as the shifts module fixes it: the type's times on the date, in the company zone. */
export interface TestShift {
  employeeId: number;
  date: string;
  /** 'HH:MM'; an end at or before the start is the next day. */
  start: string;
  end: string;
  graceMinutes?: number | null;
  status?: 'draft' | 'published';
  timeZone?: string;
}

let typeCount = 0;

/** Writes a shift type and one assignment of it directly (the shifts routes are another module's). */
export async function giveShift(db: Db, shift: TestShift): Promise<void> {
  const zone = shift.timeZone ?? 'Europe/London';
  const [start, end] = [parseClock(shift.start), parseClock(shift.end)];
  typeCount += 1;
  const type = await db
    .insertInto('shift_types')
    .values({ name: `Shift ${typeCount} ${shift.start}`, start_time: shift.start, end_time: shift.end })
    .returning('shift_type_id')
    .executeTakeFirstOrThrow();
  const status = shift.status ?? 'published';
  await db
    .insertInto('shift_assignments')
    .values({
      employee_id: shift.employeeId,
      shift_date: shift.date,
      shift_type_id: type.shift_type_id,
      starts_at: zonedTime(shift.date, start, zone),
      ends_at: zonedTime(end > start ? shift.date : addDays(shift.date, 1), end, zone),
      grace_minutes: shift.graceMinutes ?? null,
      status,
      published_at: status === 'published' ? new Date() : null,
    })
    .execute();
}
