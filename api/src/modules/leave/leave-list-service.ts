import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { Viewer } from '../../plugins/visibility';
import { type DateRange, listRequests } from './leave-list-repository';
import { LEAVE_MESSAGES as M } from './messages';

/** The requests of the people the viewer sees (plugins/visibility.ts). */
export async function listLeaveRequests(app: FastifyInstance, viewer: Viewer, range: DateRange) {
  if (range.start_date && range.end_date && range.end_date < range.start_date)
    throw new AppError(400, M.endBeforeStart);
  const rows = await listRequests(app.db, viewer.visibility, range);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
