import type { Executor } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { existingDepartmentIds } from '../departments';
import { emailOwner, isAssignableManager } from './employees-repository';
import { employeeError } from './messages';

export interface References {
  email: string;
  /** The employee being edited, whose own email is not a clash. */
  employeeId?: number;
  managerId?: number | null;
  departmentIds?: number[];
}

/** Checks what the fields point at: a free email, an assignable manager, existing departments. */
export async function assertReferences(db: Executor, refs: References): Promise<void> {
  const owner = await emailOwner(db, refs.email);
  if (owner !== undefined && owner !== refs.employeeId) throw employeeError(409, 'employee.email_taken');
  if (refs.managerId && !(await isAssignableManager(db, refs.managerId)))
    throw employeeError(400, 'employee.invalid_manager');
  const wanted = refs.departmentIds ?? [];
  if ((await existingDepartmentIds(db, wanted)).length !== wanted.length)
    throw employeeError(400, 'employee.unknown_department');
}

/** The same email enrolled concurrently passes assertReferences twice; the unique index settles it. */
export async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'employees_email_lower_key')) throw employeeError(409, 'employee.email_taken');
    throw err;
  }
}
