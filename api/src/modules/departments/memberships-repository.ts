import type { Executor } from '../../db/types';

/** The ids among `departmentIds` that exist. */
export async function existingDepartmentIds(db: Executor, departmentIds: readonly number[]): Promise<number[]> {
  if (departmentIds.length === 0) return [];
  const rows = await db
    .selectFrom('departments')
    .select('department_id')
    .where('department_id', 'in', departmentIds)
    .execute();
  return rows.map((row) => row.department_id);
}

export async function departmentIdsOf(db: Executor, employeeId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('employee_departments')
    .select('department_id')
    .where('employee_id', '=', employeeId)
    .orderBy('department_id')
    .execute();
  return rows.map((row) => row.department_id);
}

/** Replaces the employee's memberships with `departmentIds`. */
export async function setMemberships(
  db: Executor,
  employeeId: number,
  departmentIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('employee_departments').where('employee_id', '=', employeeId).execute();
  if (departmentIds.length === 0) return;
  await db
    .insertInto('employee_departments')
    .values(departmentIds.map((department_id) => ({ employee_id: employeeId, department_id })))
    .execute();
}

/** Adds people to a department (those already in it stay as they are). */
export async function addMembers(db: Executor, departmentId: number, employeeIds: readonly number[]): Promise<void> {
  if (employeeIds.length === 0) return;
  await db
    .insertInto('employee_departments')
    .values(employeeIds.map((employee_id) => ({ employee_id, department_id: departmentId })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** Removes people from a department; all of them when `employeeIds` is 'all'. */
export async function removeMembers(
  db: Executor,
  departmentId: number,
  employeeIds: readonly number[] | 'all',
): Promise<void> {
  let query = db.deleteFrom('employee_departments').where('department_id', '=', departmentId);
  if (employeeIds !== 'all') {
    if (employeeIds.length === 0) return;
    query = query.where('employee_id', 'in', employeeIds);
  }
  await query.execute();
}
