import { LEAVE_SPAN_COLUMNS } from './leave-balances-repository';
import type { FastifyInstance } from 'fastify';
import { approvalContextScope, type Viewer } from '../../plugins/visibility';
import { findPolicy } from '../leave-policies';
import { leaveInPeriod } from '../team-calendar';
import { assertMaySee, requestCost } from './leave-balances-service';
import { leaveBalanceError } from './messages';

/**
 * What an approver weighs: the working days the request takes, the requester's balance with it counted
 * (null when the type is not counted), and who else of the requester's departments is off in that period.
 */
export async function approvalContext(app: FastifyInstance, viewer: Viewer, requestId: number, now = new Date()) {
  const request = await app.db
    .selectFrom('leave_requests')
    .select(LEAVE_SPAN_COLUMNS)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (!request) throw leaveBalanceError(404, 'leave_balance.request_not_found');
  await assertMaySee(app.db, viewer, request.employee_id);
  const policy = (await findPolicy(app.db, request.leave_type_id))!;
  const cost = await requestCost(app.db, request.employee_id, policy, request, now);
  const remainingByYear = cost.years.map((y) => y.remaining).filter((r): r is number => r !== null);
  const colleagues = await leaveInPeriod(
    app.db,
    approvalContextScope(request.employee_id),
    request.start_date,
    request.end_date,
  );
  return {
    request_id: request.request_id,
    leave_type: policy.leave_type,
    unit: policy.unit,
    counted: policy.annual_days !== null,
    working_days: cost.days,
    // The request is already booked (pending), so this is what stays if it is approved.
    remaining: remainingByYear.length > 0 ? Math.min(...remainingByYear) : null,
    others_off: colleagues.map(({ employee_id, employee_name, start_date, end_date, status }) => ({
      employee_id,
      employee_name,
      start_date,
      end_date,
      status: status === 'approved' ? ('approved' as const) : ('pending' as const),
    })),
  };
}
