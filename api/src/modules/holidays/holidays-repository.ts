import { sql } from 'kysely';
import type { Executor } from '../../db/types';

export interface HolidayValues {
  holiday_date: string;
  name: string;
  location: string | null;
}

const COLUMNS = ['holiday_id', 'holiday_date', 'name', 'location'] as const;

export async function listHolidays(db: Executor, range: { first?: string; last?: string; location?: string }) {
  let query = db.selectFrom('holidays').select(COLUMNS);
  if (range.first) query = query.where('holiday_date', '>=', range.first);
  if (range.last) query = query.where('holiday_date', '<=', range.last);
  if (range.location !== undefined) {
    query = query.where(sql<string>`lower(location)`, '=', range.location.toLowerCase());
  }
  return query.orderBy('holiday_date').orderBy('location').execute();
}

export async function findHoliday(db: Executor, holidayId: number) {
  return db.selectFrom('holidays').select(COLUMNS).where('holiday_id', '=', holidayId).executeTakeFirst();
}

/** The holiday already on that date in that calendar (null location: every office), if any. */
export async function findHolidayOn(db: Executor, date: string, location: string | null, exceptId?: number) {
  let query = db
    .selectFrom('holidays')
    .select(COLUMNS)
    .where('holiday_date', '=', date)
    .where(sql<string>`coalesce(lower(location), '')`, '=', (location ?? '').toLowerCase());
  if (exceptId !== undefined) query = query.where('holiday_id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertHoliday(db: Executor, values: HolidayValues): Promise<number> {
  const row = await db.insertInto('holidays').values(values).returning('holiday_id').executeTakeFirstOrThrow();
  return row.holiday_id;
}

/** Adds the holidays not there yet (same date and calendar); returns how many were added. */
export async function insertMissingHolidays(db: Executor, holidays: HolidayValues[]): Promise<number> {
  if (holidays.length === 0) return 0;
  const { rows } = await sql<{ holiday_id: number }>`
    insert into holidays (holiday_date, name, location)
    select * from unnest(${holidays.map((h) => h.holiday_date)}::date[], ${holidays.map((h) => h.name)}::text[],
                         ${holidays.map((h) => h.location)}::text[])
    on conflict (holiday_date, (coalesce(lower(location), ''))) do nothing
    returning holiday_id`.execute(db);
  return rows.length;
}

export async function updateHoliday(db: Executor, holidayId: number, values: HolidayValues) {
  await db.updateTable('holidays').set(values).where('holiday_id', '=', holidayId).execute();
}

export async function deleteHoliday(db: Executor, holidayId: number) {
  await db.deleteFrom('holidays').where('holiday_id', '=', holidayId).execute();
}

/** The holidays (date and name) that apply to someone with these holiday calendars (every office's apply to all). */
export async function holidaysFor(db: Executor, locations: string[], first: string, last: string) {
  return db
    .selectFrom('holidays')
    .select(['holiday_date', 'name'])
    .where('holiday_date', '>=', first)
    .where('holiday_date', '<=', last)
    .where((eb) =>
      eb.or([
        eb('location', 'is', null),
        eb(sql<string>`lower(location)`, '=', sql<string>`any(${locations.map((l) => l.toLowerCase())}::text[])`),
      ]),
    )
    .orderBy('holiday_date')
    .execute();
}

/** The dates of the holidays that apply to someone with these holiday calendars. */
export async function holidayDatesFor(db: Executor, locations: string[], first: string, last: string) {
  const rows = await holidaysFor(db, locations, first, last);
  return new Set(rows.map((row) => row.holiday_date));
}
