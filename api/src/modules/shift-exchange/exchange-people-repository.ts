import type { Executor } from '../../db/types';

const CONTACT = ['employee_id', 'email', 'first_name', 'last_name'] as const;
export interface Contact {
  employee_id: number;
  email: string;
  first_name: string;
  last_name: string;
}

/** Mail addresses and names of the given people who are still active. */
export async function contactsOf(db: Executor, employeeIds: number[]): Promise<Contact[]> {
  if (employeeIds.length === 0) return [];
  return db
    .selectFrom('employees')
    .select(CONTACT)
    .where('employee_id', 'in', employeeIds)
    .where('status', '=', 'active')
    .execute();
}

/**
 * Who decides for these people: their active managers (one per distinct manager); when one of them has none, every
 * active admin too, so a request always reaches someone who may decide.
 */
export async function approversOf(db: Executor, employeeIds: number[]): Promise<Contact[]> {
  const rows = await db
    .selectFrom('employees as e')
    .leftJoin('employees as m', (join) =>
      join
        .onRef('m.employee_id', '=', 'e.report_to')
        .on('m.status', '=', 'active')
        .on('m.role', 'in', ['manager', 'admin']),
    )
    .select(['e.employee_id as person', ...CONTACT.map((column) => `m.${column}` as const)])
    .where('e.employee_id', 'in', employeeIds)
    .execute();
  const managers = new Map<number, Contact>();
  let someoneWithoutManager = false;
  for (const row of rows) {
    if (row.employee_id === null) someoneWithoutManager = true;
    else managers.set(row.employee_id, row as Contact);
  }
  if (someoneWithoutManager) {
    const admins = await db
      .selectFrom('employees')
      .select(CONTACT)
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .execute();
    for (const admin of admins) managers.set(admin.employee_id, admin);
  }
  return [...managers.values()].filter((contact) => !employeeIds.includes(contact.employee_id));
}
