import { sql } from 'kysely';
import type { Executor } from './types';

/**
 * Who decides the request `lr` at the manager stage on `today` (a company date): migration 036's leave_approver,
 * one level higher once the request was escalated. Null: nobody below the admins.
 */
export function managerStageApprover(today: string) {
  return sql<
    number | null
  >`leave_approver(lr.employee_id, ${today}::date, case when lr.escalated_at is null then 0 else 1 end)`;
}

/** The same for a request not yet filed (or not escalated): who a new request of `requesterId` goes to. */
export async function approverOf(db: Executor, requesterId: number, today: string, skip = 0): Promise<number | null> {
  const { rows } = await sql<{
    approver: number | null;
  }>`select leave_approver(${requesterId}, ${today}::date, ${skip}) as approver`.execute(db);
  return rows[0]?.approver ?? null;
}
