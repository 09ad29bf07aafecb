import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { visibleEmployee, type Visibility } from '../../plugins/visibility';

/**
 * Every department for an admin. A manager gets those where someone they see is a member, and those without
 * active members (one they just created, one they may delete), never other teams' departments.
 */
export async function listDepartments(db: Executor, visibility: Visibility) {
  let query = db.selectFrom('departments as d').select(['d.department_id', 'd.department_name', 'd.created_at']);
  if (visibility.scope !== 'all') {
    query = query.where((eb) => {
      const members = eb
        .selectFrom('employee_departments as ed')
        .innerJoin('employees as e', 'e.employee_id', 'ed.employee_id')
        .select('ed.employee_id')
        .whereRef('ed.department_id', '=', 'd.department_id');
      const ofTeam = members.where(visibleEmployee(visibility, 'e'));
      const active = members.where('e.status', '=', 'active');
      return eb.or([eb.exists(ofTeam), eb.not(eb.exists(active))]);
    });
  }
  return query.orderBy(sql`lower(d.department_name)`).execute();
}

/** Active employees in the department: a department is deleted only once they have moved elsewhere. */
export async function countActiveMembers(db: Executor, departmentId: number): Promise<number> {
  const { members } = await db
    .selectFrom('employee_departments as ed')
    .innerJoin('employees as e', 'e.employee_id', 'ed.employee_id')
    .select((eb) => eb.fn.countAll<number>().as('members'))
    .where('ed.department_id', '=', departmentId)
    .where('e.status', '=', 'active')
    .executeTakeFirstOrThrow();
  return Number(members);
}

export async function findDepartment(db: Executor, departmentId: number) {
  return db.selectFrom('departments').selectAll().where('department_id', '=', departmentId).executeTakeFirst();
}

/** The department, locked against a concurrent change of it or of its memberships' foreign key. */
export async function lockDepartment(db: Executor, departmentId: number) {
  return db
    .selectFrom('departments')
    .selectAll()
    .where('department_id', '=', departmentId)
    .forUpdate()
    .executeTakeFirst();
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
  const row = await db
    .insertInto('departments')
    .values({ department_name: name })
    .returning('department_id')
    .executeTakeFirstOrThrow();
  return row.department_id;
}

export async function renameDepartment(db: Executor, departmentId: number, name: string): Promise<void> {
  await db
    .updateTable('departments')
    .set({ department_name: name })
    .where('department_id', '=', departmentId)
    .execute();
}

/** Deletes the department; leavers' memberships go with it (ON DELETE CASCADE), the people stay. Returns their count. */
export async function deleteDepartment(db: Executor, departmentId: number): Promise<number> {
  const { members } = await db
    .selectFrom('employee_departments')
    .select((eb) => eb.fn.countAll<number>().as('members'))
    .where('department_id', '=', departmentId)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('departments').where('department_id', '=', departmentId).execute();
  return Number(members);
}
