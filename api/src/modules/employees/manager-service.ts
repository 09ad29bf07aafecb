import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { findActive, isAssignableManager, lockOrgChart, managerChain, updateEmployee } from './employees-repository';
import { employeeError } from './messages';

/** Sets or clears the manager: an active manager or admin, not the employee, not someone who reports to them. */
export async function changeManager(
  app: FastifyInstance,
  viewer: Viewer,
  employeeId: number,
  managerId: number | null,
) {
  await app.db.transaction().execute(async (tx) => {
    await lockOrgChart(tx);
    const employee = await findActive(tx, employeeId, viewer.visibility);
    if (!employee) throw employeeError(404, 'employee.not_found');
    if (managerId === employeeId) throw employeeError(400, 'employee.own_manager');
    if (managerId !== null) {
      if (!(await isAssignableManager(tx, managerId))) throw employeeError(400, 'employee.invalid_manager');
      if ((await managerChain(tx, managerId)).includes(employeeId)) throw employeeError(400, 'employee.manager_cycle');
    }
    await updateEmployee(tx, employeeId, { report_to: managerId });
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.employeeManagerChanged,
      details: { employee_id: employeeId, from: employee.report_to, to: managerId },
    });
  });
}
