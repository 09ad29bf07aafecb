import { sql } from 'kysely';
import type { Executor, Tx } from '../../db/types';
import { staffFilter, type StaffScope } from '../../plugins/visibility';

export async function departmentExists(db: Executor, departmentId: number) {
  const row = await db
    .selectFrom('departments')
    .select('department_id')
    .where('department_id', '=', departmentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The active people of a department the scope keeps, with their managers. */
export async function departmentPeople(db: Executor, staff: StaffScope) {
  return db
    .selectFrom('employees as e')
    .select(['e.employee_id', 'e.report_to'])
    .where(staffFilter(staff, 'e'))
    .where('e.status', '=', 'active')
    .execute();
}

/** Publishes the people's drafts from first to last; returns who got which. */
export async function publishDrafts(tx: Tx, employeeIds: number[], first: string, last: string) {
  if (employeeIds.length === 0) return [];
  return tx
    .updateTable('shift_assignments')
    .set({ status: 'published', published_at: sql`now()`, updated_at: sql`now()` })
    .where('employee_id', 'in', employeeIds)
    .where('shift_date', '>=', first)
    .where('shift_date', '<=', last)
    .where('status', '=', 'draft')
    .returning(['assignment_id', 'employee_id'])
    .execute();
}

export async function recordPublication(tx: Tx, departmentId: number, weekStart: string, publishedBy: number) {
  await tx
    .insertInto('roster_publications')
    .values({ department_id: departmentId, week_start: weekStart, published_by: publishedBy })
    .onConflict((oc) =>
      oc.columns(['department_id', 'week_start']).doUpdateSet({ published_by: publishedBy, published_at: sql`now()` }),
    )
    .execute();
}

export async function publishedShiftIds(db: Executor, employeeIds: number[], first: string, last: string) {
  const rows = await db
    .selectFrom('shift_assignments')
    .select('assignment_id')
    .where('employee_id', 'in', employeeIds)
    .where('shift_date', '>=', first)
    .where('shift_date', '<=', last)
    .where('status', '=', 'published')
    .execute();
  return rows.map((row) => Number(row.assignment_id));
}
