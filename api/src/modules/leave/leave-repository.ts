import type { Executor, LeaveStatus } from '../../db/types';

/** The names of the types offered (active policies): what the spec's `GET /api/leave_types` answers. */
export async function leaveTypeNames(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('leave_types')
    .select('name')
    .where('active', '=', true)
    .orderBy('leave_type_id')
    .execute();
  return rows.map((row) => row.name);
}

/** The first of the employee's pending or approved requests sharing a day with the range. */
export async function findOverlap(db: Executor, employeeId: number, range: { start_date: string; end_date: string }) {
  return db
    .selectFrom('leave_requests')
    .select(['start_date', 'end_date', 'status'])
    .where('employee_id', '=', employeeId)
    .where('status', '!=', 'rejected')
    .where('start_date', '<=', range.end_date)
    .where('end_date', '>=', range.start_date)
    .orderBy('start_date')
    .executeTakeFirst();
}

export async function insertRequest(
  db: Executor,
  values: {
    employee_id: number;
    leave_type_id: number;
    start_date: string;
    end_date: string;
    reason: string | null;
    start_half: boolean;
    end_half: boolean;
    status: LeaveStatus;
  },
): Promise<number> {
  const row = await db.insertInto('leave_requests').values(values).returning('request_id').executeTakeFirstOrThrow();
  return row.request_id;
}
