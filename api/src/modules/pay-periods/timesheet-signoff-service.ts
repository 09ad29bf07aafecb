import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/types';
import { canSee, type Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { payPeriodError, payPeriodLockedError } from './messages';
import * as repo from './pay-periods-repository';

/** The open period (its row locked, so a lock waits for the sign-off) and the active employee signed off. */
async function openPeriodAndEmployee(tx: Tx, periodId: number, employeeId: number) {
  const period = await repo.lockPeriodRow(tx, periodId);
  if (!period) throw payPeriodError(404, 'pay_period.not_found');
  if (period.locked_at) throw payPeriodLockedError(409, 'pay_period.locked', { name: period.name });
  const employee = await repo.findEmployee(tx, employeeId);
  if (!employee || employee.status !== 'active') throw payPeriodError(404, 'pay_period.employee_not_found');
  return { period, employee };
}

/** An employee confirms their own timesheet; a manager may for a direct report, an admin for anyone. */
export async function submitTimesheet(app: FastifyInstance, viewer: Viewer, periodId: number, employeeId: number) {
  await app.db.transaction().execute(async (tx) => {
    const { period, employee } = await openPeriodAndEmployee(tx, periodId, employeeId);
    if (!canSee(viewer.visibility, employee)) throw payPeriodError(403, 'pay_period.not_yours');
    const timesheet = await repo.findTimesheet(tx, periodId, employeeId);
    if (timesheet?.approved_at) throw payPeriodError(409, 'pay_period.already_approved');
    if (timesheet) throw payPeriodError(409, 'pay_period.already_submitted');
    await repo.insertSubmission(tx, periodId, employeeId, viewer.id, new Date());
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.timesheetSubmitted,
      details: { pay_period_id: periodId, name: period.name, employee_id: employeeId },
    });
  });
}

/** The employee's manager or an admin approves a submitted timesheet; a manager never their own. */
export async function approveTimesheet(app: FastifyInstance, viewer: Viewer, periodId: number, employeeId: number) {
  await app.db.transaction().execute(async (tx) => {
    const { period, employee } = await openPeriodAndEmployee(tx, periodId, employeeId);
    const approver = viewer.role === 'admin' || (viewer.role === 'manager' && employee.report_to === viewer.id);
    if (!approver) throw payPeriodError(403, 'pay_period.not_approver');
    const timesheet = await repo.findTimesheet(tx, periodId, employeeId);
    if (!timesheet) throw payPeriodError(409, 'pay_period.not_submitted');
    if (timesheet.approved_at) throw payPeriodError(409, 'pay_period.already_approved');
    await repo.markApproved(tx, periodId, employeeId, viewer.id, new Date());
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.timesheetApproved,
      details: { pay_period_id: periodId, name: period.name, employee_id: employeeId },
    });
  });
}
