import { sql } from 'kysely';
import type { Executor } from '../../db/types';

export async function listDepartments(db: Executor) {
  return db
    .selectFrom('departments')
    .select(['department_id', 'department_name', 'created_at'])
    .orderBy(sql`lower(department_name)`)
    .execute();
}

export async function findDepartment(db: Executor, departmentId: number) {
  return db.selectFrom('departments').selectAll().where('department_id', '=', departmentId).executeTakeFirst();
}

/** The department already using `name` (case-insensitively), other than `exceptId`. */
export async function findByName(db: Executor, name: string, exceptId?: number) {
  let query = db
    .selectFrom('departments')
    .select(['department_id', 'department_name'])
    .where(sql<string>`lower(department_name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('department_id', '<>', exceptId);
  return query.executeTakeFirst();
}

export async function insertDepartment(db: Executor, name: string): Promise<number> {
  const row = await db.insertInto('departments').values({ department_name: name }).returning('department_id').executeTakeFirstOrThrow();
  return row.department_id;
}

export async function renameDepartment(db: Executor, departmentId: number, name: string): Promise<void> {
  await db.updateTable('departments').set({ department_name: name }).where('department_id', '=', departmentId).execute();
}

/** Deletes the department; its memberships go with it (ON DELETE CASCADE), the people stay. Returns the member count. */
export async function deleteDepartment(db: Executor, departmentId: number): Promise<number> {
  const { members } = await db
    .selectFrom('employee_departments')
    .select((eb) => eb.fn.countAll<number>().as('members'))
    .where('department_id', '=', departmentId)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('departments').where('department_id', '=', departmentId).execute();
  return Number(members);
}
