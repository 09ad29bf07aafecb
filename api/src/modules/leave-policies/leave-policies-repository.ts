import { sql } from 'kysely';
import type { Executor, LeaveTypesTable } from '../../db/types';
import type { Insertable, Updateable } from 'kysely';

export const POLICY_COLUMNS = [
  'leave_type_id',
  'name as leave_type',
  'display_name',
  'paid',
  'annual_days',
  'accrual',
  'carry_over_cap',
  'carry_over_expiry_month',
  'half_days_allowed',
  'backdating_allowed',
  'negative_allowed',
  'active',
  'unit',
] as const;

export async function listPolicies(db: Executor, onlyActive = false) {
  let query = db.selectFrom('leave_types').select(POLICY_COLUMNS).orderBy('leave_type_id');
  if (onlyActive) query = query.where('active', '=', true);
  return query.execute();
}

export type LeavePolicyRow = Awaited<ReturnType<typeof listPolicies>>[number];

export async function findPolicy(db: Executor, leaveTypeId: number) {
  return db
    .selectFrom('leave_types')
    .select(POLICY_COLUMNS)
    .where('leave_type_id', '=', leaveTypeId)
    .executeTakeFirst();
}

/** The policy of a type by name, ignoring case. */
export async function findPolicyByName(db: Executor, name: string) {
  return db
    .selectFrom('leave_types')
    .select(POLICY_COLUMNS)
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
}

export async function insertPolicy(db: Executor, values: Insertable<LeaveTypesTable>): Promise<number> {
  const row = await db.insertInto('leave_types').values(values).returning('leave_type_id').executeTakeFirstOrThrow();
  return row.leave_type_id;
}

export async function updatePolicy(db: Executor, leaveTypeId: number, values: Updateable<LeaveTypesTable>) {
  await db.updateTable('leave_types').set(values).where('leave_type_id', '=', leaveTypeId).execute();
}

/** Whether a request or a balance line refers to the type (it can then only be deactivated). */
export async function isPolicyUsed(db: Executor, leaveTypeId: number): Promise<boolean> {
  const { rows } = await sql<{ used: boolean }>`
    select exists (select 1 from leave_requests where leave_type_id = ${leaveTypeId})
        or exists (select 1 from leave_balance_adjustments where leave_type_id = ${leaveTypeId}) as used`.execute(db);
  return rows[0]!.used;
}

export async function deletePolicy(db: Executor, leaveTypeId: number) {
  await db.deleteFrom('leave_types').where('leave_type_id', '=', leaveTypeId).execute();
}
