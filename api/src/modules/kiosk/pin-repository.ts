import type { Executor } from '../../db/types';

export async function pinHashes(db: Executor, employeeIds: number[]) {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom('employee_pins')
    .select(['employee_id', 'pin_hash'])
    .where('employee_id', 'in', employeeIds)
    .execute();
}

export async function savePin(db: Executor, employeeId: number, pinHash: string, now: Date): Promise<void> {
  await db
    .insertInto('employee_pins')
    .values({ employee_id: employeeId, pin_hash: pinHash, updated_at: now })
    .onConflict((oc) => oc.column('employee_id').doUpdateSet({ pin_hash: pinHash, updated_at: now }))
    .execute();
}

export async function hasPin(db: Executor, employeeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('employee_pins')
    .select('employee_id')
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  return Boolean(row);
}
