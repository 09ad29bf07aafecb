import { sql } from 'kysely';
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

/**
 * The first of the employee's pending or approved requests sharing a day with the range; two hourly requests of one
 * day only clash when their times overlap.
 */
export async function findOverlap(
  db: Executor,
  employeeId: number,
  range: { start_date: string; end_date: string; start_time?: string | null; end_time?: string | null },
) {
  const { start_time = null, end_time = null } = range;
  return db
    .selectFrom('leave_requests')
    .select([
      'start_date',
      'end_date',
      'status',
      sql<string | null>`to_char(start_time, 'HH24:MI')`.as('start_time'),
      sql<string | null>`to_char(end_time, 'HH24:MI')`.as('end_time'),
    ])
    .where('employee_id', '=', employeeId)
    .where('status', '!=', 'rejected')
    .where('start_date', '<=', range.end_date)
    .where('end_date', '>=', range.start_date)
    .where(
      sql<boolean>`(start_time is null or ${start_time}::time is null
        or (start_time < ${end_time}::time and end_time > ${start_time}::time))`,
    )
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
    start_time: string | null;
    end_time: string | null;
    status: LeaveStatus;
  },
): Promise<number> {
  const row = await db.insertInto('leave_requests').values(values).returning('request_id').executeTakeFirstOrThrow();
  return row.request_id;
}
