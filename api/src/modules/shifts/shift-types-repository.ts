import { sql } from 'kysely';
import type { Executor, ShiftTypesTable } from '../../db/types';
import type { Insertable } from 'kysely';

export type ShiftTypeValues = Omit<Insertable<ShiftTypesTable>, 'shift_type_id' | 'created_at' | 'archived_at'>;

export async function listShiftTypes(db: Executor, includeArchived: boolean) {
  let query = db.selectFrom('shift_types').selectAll().orderBy('start_time').orderBy('name');
  if (!includeArchived) query = query.where('archived_at', 'is', null);
  return query.execute();
}

export async function findShiftType(db: Executor, shiftTypeId: number) {
  return db.selectFrom('shift_types').selectAll().where('shift_type_id', '=', shiftTypeId).executeTakeFirst();
}

export async function insertShiftType(db: Executor, values: ShiftTypeValues) {
  return db.insertInto('shift_types').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateShiftType(
  db: Executor,
  shiftTypeId: number,
  values: Partial<ShiftTypeValues> & { archived_at?: string | null },
) {
  return db
    .updateTable('shift_types')
    .set(values)
    .where('shift_type_id', '=', shiftTypeId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteShiftType(db: Executor, shiftTypeId: number) {
  await db.deleteFrom('shift_types').where('shift_type_id', '=', shiftTypeId).execute();
}

/** How many shifts, open shifts and patterns use the type. */
export async function shiftTypeUses(db: Executor, shiftTypeId: number): Promise<number> {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*) from shift_assignments where shift_type_id = ${shiftTypeId})
        + (select count(*) from open_shifts where shift_type_id = ${shiftTypeId})
        + (select count(*) from shift_patterns where days @> ${JSON.stringify([shiftTypeId])}::jsonb)`.as('uses'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.uses);
}

/** The names of the allowed locations people clock at, each once. */
export async function knownLocationNames(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom(sql<{ name: string }>`(select distinct trim(location ->> 'name') as name
      from employees, jsonb_array_elements(allowed_locations) as location
      where status = 'active')`.as('locations'))
    .select('name')
    .where('name', '<>', '')
    .orderBy('name')
    .execute();
  return rows.map((row) => row.name);
}
