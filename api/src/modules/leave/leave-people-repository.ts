import type { Executor, Tx } from '../../db/types';

const CONTACT = ['employee_id', 'email', 'first_name', 'last_name'] as const;

/** Takes the employee's row lock so their requests are checked for overlap one at a time. */
export async function lockEmployee(tx: Tx, employeeId: number): Promise<void> {
  await tx
    .selectFrom('employees')
    .select('employee_id')
    .where('employee_id', '=', employeeId)
    .forNoKeyUpdate()
    .execute();
}

/** The person who decides at the manager stage: an active manager or admin the employee reports to. */
export async function managerOf(db: Executor, employeeId: number) {
  return db
    .selectFrom('employees as e')
    .innerJoin('employees as m', 'm.employee_id', 'e.report_to')
    .select(CONTACT.map((column) => `m.${column}` as const))
    .where('e.employee_id', '=', employeeId)
    .where('m.status', '=', 'active')
    .where('m.role', 'in', ['manager', 'admin'])
    .executeTakeFirst();
}

export async function contactOf(db: Executor, employeeId: number) {
  return db.selectFrom('employees').select(CONTACT).where('employee_id', '=', employeeId).executeTakeFirst();
}

export async function activeAdmins(db: Executor) {
  return db
    .selectFrom('employees')
    .select(CONTACT)
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .execute();
}
