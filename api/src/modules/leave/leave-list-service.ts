import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/context';
import { type DateRange, listRequests } from './leave-list-repository';
import { visibilityFor } from './leave-visibility';
import { LEAVE_MESSAGES as M } from './messages';

export async function listLeaveRequests(app: FastifyInstance, user: AuthUser, range: DateRange) {
  if (range.start_date && range.end_date && range.end_date < range.start_date)
    throw new AppError(400, M.endBeforeStart);
  const rows = await listRequests(app.db, visibilityFor(user), range);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
