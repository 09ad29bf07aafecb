import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/context';
import { type DateRange, listRequests, type Visibility } from './leave-list-repository';
import { LEAVE_MESSAGES as M } from './messages';

// ARCHITECTURE.md section 3: a manager sees their own reports (by report_to) only; an employee only themselves.
function visibilityFor(user: AuthUser): Visibility {
  if (user.role === 'admin') return 'all';
  return user.role === 'manager' ? { managerId: user.id } : { employeeId: user.id };
}

export async function listLeaveRequests(app: FastifyInstance, user: AuthUser, range: DateRange) {
  if (range.start_date && range.end_date && range.end_date < range.start_date)
    throw new AppError(400, M.endBeforeStart);
  const rows = await listRequests(app.db, visibilityFor(user), range);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
