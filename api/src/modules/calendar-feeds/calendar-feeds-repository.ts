import type { Executor } from '../../db/types';
import { employeeName, leaveRequestsWithPeople } from '../../db/leave-request-query';
import { staffFilter, type StaffScope } from '../../plugins/visibility';

export async function insertFeed(
  db: Executor,
  feed: { employee_id: number; scope: 'own' | 'team'; token_hash: string },
) {
  const row = await db.insertInto('calendar_feeds').values(feed).returning('feed_id').executeTakeFirstOrThrow();
  return row.feed_id;
}

export async function activeFeedsOf(db: Executor, employeeId: number) {
  return db
    .selectFrom('calendar_feeds')
    .select(['feed_id', 'scope', 'created_at'])
    .where('employee_id', '=', employeeId)
    .where('revoked_at', 'is', null)
    .orderBy('feed_id')
    .execute();
}

/** Revokes one of the employee's feeds; false when they have no such active feed. */
export async function revokeFeed(db: Executor, employeeId: number, feedId: number): Promise<boolean> {
  const rows = await db
    .updateTable('calendar_feeds')
    .set({ revoked_at: new Date() })
    .where('feed_id', '=', feedId)
    .where('employee_id', '=', employeeId)
    .where('revoked_at', 'is', null)
    .returning('feed_id')
    .execute();
  return rows.length > 0;
}

/** The active feed of a token hash with its owner, who must still be active. */
export async function feedByTokenHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds as f')
    .innerJoin('employees as e', 'e.employee_id', 'f.employee_id')
    .select(['f.feed_id', 'f.scope', 'e.employee_id', 'e.role'])
    .where('f.token_hash', '=', tokenHash)
    .where('f.revoked_at', 'is', null)
    .where('e.status', '=', 'active')
    .executeTakeFirst();
}

/** Approved leave ending on or after `from` of the people a scope of the policy keeps: dates, names and types only. */
export async function approvedLeaveFrom(db: Executor, scope: StaffScope, from: string) {
  return leaveRequestsWithPeople(db)
    .select(['lr.request_id', employeeName, 'lr.start_date', 'lr.end_date', 'lt.display_name as leave_type'])
    .where('lr.status', '=', 'approved')
    .where('lr.end_date', '>=', from)
    .where(staffFilter(scope, 'e'))
    .orderBy('lr.start_date')
    .execute();
}

/** Published shifts ending at or after `from` of the people a scope of the policy keeps: names, types and instants. */
export async function publishedShiftsFrom(db: Executor, scope: StaffScope, from: Date) {
  return db
    .selectFrom('shift_assignments as a')
    .innerJoin('employees as e', 'e.employee_id', 'a.employee_id')
    .innerJoin('shift_types as t', 't.shift_type_id', 'a.shift_type_id')
    .select(['a.assignment_id', employeeName, 't.name as shift_type', 'a.starts_at', 'a.ends_at', 'a.updated_at'])
    .where('a.status', '=', 'published')
    .where('a.ends_at', '>=', from)
    .where(staffFilter(scope, 'e'))
    .orderBy('a.starts_at')
    .execute();
}
