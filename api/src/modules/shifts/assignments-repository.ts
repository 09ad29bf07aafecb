import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/types';
import { staffFilter, visibleEmployee, type StaffScope, type Visibility } from '../../plugins/visibility';

/** Drafts are the planners' own: an employee sees published shifts only, a manager their own published ones too. */
export function visibleStatus(visibility: Visibility): RawBuilder<boolean> {
  if (visibility.scope === 'all') return sql<boolean>`true`;
  if (visibility.scope === 'self') return sql<boolean>`sa.status = 'published'`;
  return sql<boolean>`(sa.status = 'published' or sa.employee_id <> ${visibility.managerId})`;
}

/** Shifts with their person and type, as the lists and the roster show them. */
export function assignmentsWithTypes(db: Executor) {
  return db
    .selectFrom('shift_assignments as sa')
    .innerJoin('employees as e', 'e.employee_id', 'sa.employee_id')
    .innerJoin('shift_types as st', 'st.shift_type_id', 'sa.shift_type_id')
    .select([
      'sa.assignment_id',
      'sa.employee_id',
      sql<string>`e.first_name || ' ' || e.last_name`.as('employee_name'),
      'sa.shift_date',
      'sa.shift_type_id',
      'st.name as shift_type_name',
      'st.color',
      'st.office',
      'sa.starts_at',
      'sa.ends_at',
      'sa.break_minutes',
      'sa.grace_minutes',
      'sa.status',
    ]);
}

export async function listAssignments(
  db: Executor,
  staff: StaffScope & { visibility: Visibility },
  first: string,
  last: string,
) {
  return assignmentsWithTypes(db)
    .where('sa.shift_date', '>=', first)
    .where('sa.shift_date', '<=', last)
    .where(staffFilter(staff, 'e'))
    .where(visibleStatus(staff.visibility))
    .orderBy('sa.shift_date')
    .orderBy('employee_name')
    .orderBy('sa.employee_id')
    .execute();
}

/** Published shifts of the active people who share a department with `employeeId` (not theirs). */
export async function colleagueShifts(db: Executor, employeeId: number, first: string, last: string) {
  return assignmentsWithTypes(db)
    .where('sa.shift_date', '>=', first)
    .where('sa.shift_date', '<=', last)
    .where('sa.status', '=', 'published')
    .where('e.status', '=', 'active')
    .where(visibleEmployee({ scope: 'colleagues', employeeId, withThemselves: false }, 'e'))
    .orderBy('sa.shift_date')
    .orderBy('employee_name')
    .orderBy('sa.employee_id')
    .execute();
}

export async function assignmentsByIds(db: Executor, assignmentIds: number[]) {
  if (assignmentIds.length === 0) return [];
  return assignmentsWithTypes(db).where('sa.assignment_id', 'in', assignmentIds).orderBy('sa.shift_date').execute();
}

/** The shift with its person's manager. */
export async function findAssignment(db: Executor, assignmentId: number) {
  return db
    .selectFrom('shift_assignments as sa')
    .innerJoin('employees as e', 'e.employee_id', 'sa.employee_id')
    .select([
      'sa.assignment_id',
      'sa.employee_id',
      'sa.shift_date',
      'sa.shift_type_id',
      'sa.status',
      'e.report_to',
      sql<string>`e.first_name || ' ' || e.last_name`.as('name'),
    ])
    .where('sa.assignment_id', '=', assignmentId)
    .executeTakeFirst();
}

/** Names and managers of people, to decide whether a planner may plan for them. */
export async function plannedPeople(db: Executor, employeeIds: number[]) {
  return db
    .selectFrom('employees as e')
    .select(['e.employee_id', 'e.report_to', sql<string>`e.first_name || ' ' || e.last_name`.as('name')])
    .where('e.employee_id', 'in', employeeIds)
    .execute();
}

/** Where to mail people about their shifts (leavers get none). */
export async function mailAddresses(db: Executor, employeeIds: number[]) {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom('employees')
    .select(['employee_id', 'email', 'first_name'])
    .where('employee_id', 'in', employeeIds)
    .where('status', '=', 'active')
    .execute();
}
