import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../plugins/visibility';
import { approvalDay } from './approval-day';
import { type DateRange, listRequests } from './leave-list-repository';
import { leaveError } from './messages';

/** The requests of the people the viewer sees (plugins/visibility.ts), and those they stand in for today. */
export async function listLeaveRequests(app: FastifyInstance, viewer: Viewer, range: DateRange) {
  if (range.start_date && range.end_date && range.end_date < range.start_date)
    throw leaveError(400, 'leave.end_before_start');
  const rows = await listRequests(app.db, viewer, range, await approvalDay(app.db));
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}
