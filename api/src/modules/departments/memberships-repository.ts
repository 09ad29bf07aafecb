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
