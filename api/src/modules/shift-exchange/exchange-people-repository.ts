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
 * Who decides for these people: their active managers (each once); when one of them has none, every active admin
 * too, so a request always reaches someone who may decide. The people themselves are left out.
 */
export async function approversOf(db: Executor, employeeIds: number[]): Promise<Contact[]> {
  const people = await db
    .selectFrom('employees')
    .select(['employee_id', 'report_to'])
    .where('employee_id', 'in', employeeIds)
    .execute();
  const managerIds = [...new Set(people.flatMap((person) => (person.report_to === null ? [] : [person.report_to])))];
  const managers =
    managerIds.length === 0
      ? []
      : await db
          .selectFrom('employees')
          .select(CONTACT)
          .where('employee_id', 'in', managerIds)
          .where('status', '=', 'active')
          .where('role', 'in', ['manager', 'admin'])
          .execute();
  const approvers = new Map<number, Contact>(managers.map((contact) => [contact.employee_id, contact]));
  const someoneWithoutManager = people.some((person) => person.report_to === null || !approvers.has(person.report_to));
  if (someoneWithoutManager) {
    const admins = await db
      .selectFrom('employees')
      .select(CONTACT)
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .execute();
    for (const admin of admins) approvers.set(admin.employee_id, admin);
  }
  return [...approvers.values()].filter((contact) => !employeeIds.includes(contact.employee_id));
}
