import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import type { EqualityFilter } from './scim-filter';
import type { UserRow } from './scim-user';

function usersQuery(db: Executor) {
  return db.selectFrom('employees as e').select([
    'e.employee_id',
    'e.first_name',
    'e.last_name',
    'e.email',
    'e.job_title',
    'e.phone_number',
    'e.external_id',
    'e.status',
    'e.created_at',
    'e.updated_at',
    sql<UserRow['groups']>`coalesce((
        select json_agg(json_build_object('department_id', d.department_id, 'department_name', d.department_name)
                        order by d.department_id)
        from employee_departments ed join departments d using (department_id)
        where ed.employee_id = e.employee_id), '[]')`.as('groups'),
  ]);
}

export async function findUser(db: Executor, employeeId: number): Promise<UserRow | undefined> {
  return usersQuery(db).where('e.employee_id', '=', employeeId).executeTakeFirst() as Promise<UserRow | undefined>;
}

/** A page of users in id order, and how many match. */
export async function listUsers(db: Executor, filter: EqualityFilter | null, page: { offset: number; count: number }) {
  let query = usersQuery(db);
  if (filter?.attribute === 'userName') query = query.where(sql`lower(e.email)`, '=', filter.value.toLowerCase());
  if (filter?.attribute === 'externalId') query = query.where('e.external_id', '=', filter.value);
  const { total } = await db
    .selectFrom(query.as('matching'))
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const rows =
    page.count === 0 ? [] : await query.orderBy('e.employee_id').offset(page.offset).limit(page.count).execute();
  return { total, rows: rows as UserRow[] };
}
