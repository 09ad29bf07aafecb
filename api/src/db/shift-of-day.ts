import { type QueryCreator, type RawBuilder, sql } from 'kysely';
import { instrumentsOf } from './db-instruments';
import { defineReadCache } from './read-caches';
import type { Database, Executor } from './types';

/*
 * A person's shift of an attendance date: their PUBLISHED assignment of that date (a draft is not yet theirs). A shift
 * belongs to the date it starts on, so a night shift's record is the record of its first day. The clock, current
 * status, the reports (and through them the dashboard), the logs and the timesheet all read it from here.
 */

/** A published shift as attendance reads it; grace_minutes null: the GRACE_MINUTES setting. */
export interface DayShift {
  employee_id: number;
  shift_date: string;
  starts_at: Date;
  ends_at: Date;
  break_minutes: number;
  grace_minutes: number | null;
}

/** The published assignments (`w`): what every shift read starts from. */
export function publishedShifts(db: QueryCreator<Database>) {
  return db
    .selectFrom('shift_assignments as w')
    .select(['w.employee_id', 'w.shift_date', 'w.starts_at', 'w.ends_at', 'w.break_minutes', 'w.grace_minutes'])
    .where('w.status', '=', 'published');
}

/** The published shifts of the people on the dates first..last (both included), by person and date. */
export async function shiftsBetween(
  db: Executor,
  employeeIds: readonly number[],
  first: string,
  last: string,
): Promise<DayShift[]> {
  if (employeeIds.length === 0) return [];
  return publishedShifts(db)
    .where('w.employee_id', 'in', employeeIds)
    .where('w.shift_date', '>=', first)
    .where('w.shift_date', '<=', last)
    .orderBy('w.employee_id')
    .orderBy('w.shift_date')
    .execute();
}

/** One person's published shift of one date, if any. */
export async function shiftOfDay(db: Executor, employeeId: number, date: string): Promise<DayShift | undefined> {
  return (await shiftsBetween(db, [employeeId], date, date))[0];
}

/** Every published shift of a date, by person: what the status polls of the whole company read, once per change. */
const SHIFTS_OF_DAY_CACHE = defineReadCache<string, ReadonlyMap<number, DayShift>>(['shift_assignments']);

async function shiftsOfDay(db: Executor, date: string): Promise<ReadonlyMap<number, DayShift>> {
  const shifts = await publishedShifts(db).where('w.shift_date', '=', date).execute();
  return new Map(shifts.map((shift) => [shift.employee_id, shift]));
}

/**
 * shiftOfDay() from the database's read cache of the date's published shifts (emptied by any write to
 * shift_assignments, on every instance): current_status, polled by every open attendance screen, reads no shift.
 * Inside a transaction (no cache) it reads the one shift.
 */
export async function cachedShiftOfDay(db: Executor, employeeId: number, date: string): Promise<DayShift | undefined> {
  const cache = instrumentsOf(db)?.caches.of(SHIFTS_OF_DAY_CACHE);
  if (!cache) return shiftOfDay(db, employeeId, date);
  return (await cache.get(date, () => shiftsOfDay(db, date)))?.get(employeeId);
}

/**
 * SQL: whether the person `employee` has a published shift on `day`, for the reads that join it into their own
 * statement (the unique index on employee and date answers it).
 */
export function hasPublishedShift(employee: RawBuilder<unknown>, day: RawBuilder<unknown>) {
  return sql<boolean>`exists (select 1 from shift_assignments w
    where w.employee_id = ${employee} and w.shift_date = ${day} and w.status = 'published')`;
}

/** SQL: when the published shift of `employee` on `day` ends; null without one. */
export function publishedShiftEnd(employee: RawBuilder<unknown>, day: RawBuilder<unknown>) {
  return sql<Date | null>`(select w.ends_at from shift_assignments w
    where w.employee_id = ${employee} and w.shift_date = ${day} and w.status = 'published')`;
}

/** The minutes after its start an arrival is still on time: the shift's own grace, else the setting. */
export function shiftGrace(shift: Pick<DayShift, 'grace_minutes'>, defaultGraceMinutes: number): number {
  return shift.grace_minutes ?? defaultGraceMinutes;
}
