import { sql } from 'kysely';
import type { Executor } from '../../db/types';

/** Active employees born on one of the 'MM-DD' days (uses employees_birthday_idx of migration 001). */
export async function activeBirthdays(db: Executor, monthDays: string[]) {
  if (monthDays.length === 0) return [];
  const pairs = monthDays.map((md) => sql`(${Number(md.slice(0, 2))}, ${Number(md.slice(3))})`);
  const { rows } = await sql<{ employee_id: number; name: string; date_of_birth: string }>`
    select employee_id, first_name || ' ' || last_name as name, date_of_birth
    from employees
    where status = 'active'
      and (extract(month from date_of_birth), extract(day from date_of_birth)) in (${sql.join(pairs)})`.execute(db);
  return rows;
}
