import { sql } from 'kysely';
import type { Tx } from '../db/types';

/**
 * The demo company's leave policies: Vacation of 25 days accrued monthly, 5 days carried over until the end of
 * March; Sick leave unlimited (not counted) and back-dated; Unpaid leave, not counted; Doctor's appointment in hours,
 * 16 a year. The other migrated types (personal, maternity, other, time in lieu) keep their defaults.
 */
export async function seedLeavePolicies(tx: Tx): Promise<void> {
  await tx
    .updateTable('leave_types')
    .set({
      annual_days: 25,
      accrual: 'monthly',
      carry_over_cap: 5,
      carry_over_expiry_month: 3,
      half_days_allowed: true,
      paid: true,
    })
    .where('name', '=', 'vacation')
    .execute();
  await tx
    .updateTable('leave_types')
    .set({ annual_days: null, backdating_allowed: true, half_days_allowed: true, paid: true })
    .where('name', '=', 'sick')
    .execute();
  await tx
    .insertInto('leave_types')
    .values({ name: 'unpaid', display_name: 'Unpaid', paid: false, annual_days: null, half_days_allowed: true })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .execute();
  await tx
    .insertInto('leave_types')
    .values({ name: 'doctor', display_name: "Doctor's appointment", unit: 'hour', annual_days: 16, paid: true })
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .execute();
}
