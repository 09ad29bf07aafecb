import type { Executor } from '../../db/types';
import type { AuthUser } from '../../plugins/context';
import type { Visibility } from './leave-list-repository';

// ARCHITECTURE.md section 3: a manager sees their own reports (by report_to) only; an employee only themselves.
export function visibilityFor(user: AuthUser): Visibility {
  if (user.role === 'admin') return 'all';
  return user.role === 'manager' ? { managerId: user.id } : { employeeId: user.id };
}

/** Whether the user may see this employee's leave: themselves, a direct report of theirs, anyone for an admin. */
export async function canSeeLeaveOf(db: Executor, user: AuthUser, employeeId: number): Promise<boolean> {
  if (user.role === 'admin' || user.id === employeeId) return true;
  if (user.role !== 'manager') return false;
  const report = await db
    .selectFrom('employees')
    .select('employee_id')
    .where('employee_id', '=', employeeId)
    .where('report_to', '=', user.id)
    .executeTakeFirst();
  return Boolean(report);
}
