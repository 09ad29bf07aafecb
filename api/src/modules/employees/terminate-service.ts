import type { FastifyInstance } from 'fastify';
import type { Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { emitEvent } from '../webhooks';
import { endAllSessions } from '../auth';
import { deleteProfilesAndPhotos } from '../face-profiles';
import { forgetSubscriptions } from '../push';
import {
  activeReportIds,
  findActive,
  isAssignableManager,
  lockOrgChart,
  reassignReports,
  updateEmployee,
} from './employees-repository';
import { employeeError } from './messages';

/**
 * Soft delete: the row and its attendance and leave stay for reports, the account is closed
 * (the auth hook refuses its access tokens at once, its refresh tokens are revoked), its
 * face descriptors and photos are erased and its browsers' push subscriptions removed. Direct reports move up to the leaver's own manager.
 */
export async function terminateEmployee(app: FastifyInstance, viewer: Viewer, employeeId: number): Promise<void> {
  const actorId = viewer.id;
  if (employeeId === actorId) throw employeeError(400, 'employee.own_termination');
  await app.db.transaction().execute(async (tx) => {
    await lockOrgChart(tx);
    const employee = await findActive(tx, employeeId, viewer.visibility);
    if (!employee) throw employeeError(404, 'employee.not_found');
    await updateEmployee(tx, employeeId, { status: 'terminated', terminated_at: new Date() });
    await endAllSessions(tx, employeeId);
    const faceProfilesErased = await deleteProfilesAndPhotos(tx, employeeId);
    const pushSubscriptionsRemoved = await forgetSubscriptions(tx, employeeId);
    const up = employee.report_to;
    const newManager = up !== null && (await isAssignableManager(tx, up)) ? up : null;
    const reports = await activeReportIds(tx, employeeId);
    await reassignReports(tx, employeeId, newManager);
    await app.audit.record(tx, {
      actorId,
      action: AUDIT_ACTIONS.employeeTerminated,
      details: {
        employee_id: employeeId,
        face_profiles_erased: faceProfilesErased,
        push_subscriptions_removed: pushSubscriptionsRemoved,
        reports_moved: reports,
        reports_moved_to: newManager,
      },
    });
    await emitEvent(app, tx, 'employee.terminated', { employee_id: employeeId });
  });
}
