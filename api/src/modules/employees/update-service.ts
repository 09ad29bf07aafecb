import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { EmployeesTable, Executor, Role } from '../../db/types';
import type { Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { endAllSessions } from '../auth';
import { setMemberships } from '../departments';
import { storablePhoto, storeFace } from '../face-profiles';
import { readEmployeeDetails, type EmployeeDetails } from './employee-fields';
import { assertReferences, withUniqueEmail } from './employee-rules';
import type { EditForm } from './employees-schemas';
import { activeReportIds, findActive, lockOrgChart, updateEmployee } from './employees-repository';
import { describeForEnrolment } from '../../face';
import { employeeError } from './messages';

/** Only the fields that were sent: an absent field keeps its value, a blank one is cleared. */
function changesOf({ department_ids: _departments, allowed_locations, ...fields }: EmployeeDetails) {
  const changes: Updateable<EmployeesTable> = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  );
  if (allowed_locations) changes.allowed_locations = JSON.stringify(allowed_locations);
  return changes;
}

async function assertRoleChange(
  db: Executor,
  actorId: number,
  employee: { employee_id: number; role: Role },
  role?: Role,
) {
  if (!role || role === employee.role) return;
  if (employee.employee_id === actorId) throw employeeError(400, 'employee.own_role');
  const reports = role === 'employee' ? await activeReportIds(db, employee.employee_id) : [];
  if (reports.length > 0) throw employeeError(409, 'employee.manager_has_reports', { count: reports.length });
}

async function activeEmployee(db: Executor, viewer: Viewer, employeeId: number) {
  const employee = await findActive(db, employeeId, viewer.visibility);
  if (!employee) throw employeeError(404, 'employee.not_found');
  return employee;
}

/** Edits the details; `additional_image` adds one more enrolled face. */
export async function updateEmployeeDetails(app: FastifyInstance, viewer: Viewer, employeeId: number, form: EditForm) {
  const actorId = viewer.id;
  const details = readEmployeeDetails(form);
  const upload = await form.additional_image?.toBuffer();
  const refs = { email: details.email, employeeId, departmentIds: details.department_ids };
  await assertRoleChange(app.db, actorId, await activeEmployee(app.db, viewer, employeeId), details.role);
  await assertReferences(app.db, refs);
  const photo = upload?.length ? await storablePhoto(upload) : null;
  const face = photo ? await describeForEnrolment(app.face, photo) : null;

  await withUniqueEmail(() =>
    app.db.transaction().execute(async (tx) => {
      // A manager change or termination running meanwhile must not slip between the checks and the write.
      await lockOrgChart(tx);
      const current = await activeEmployee(tx, viewer, employeeId);
      await assertRoleChange(tx, actorId, current, details.role);
      await assertReferences(tx, refs);
      const changes = changesOf(details);
      await updateEmployee(tx, employeeId, changes);
      // A new role must not ride on tokens that still carry the old one.
      if (details.role && details.role !== current.role) await endAllSessions(tx, employeeId);
      if (details.department_ids) await setMemberships(tx, employeeId, details.department_ids);
      await app.audit.record(tx, {
        actorId,
        action: AUDIT_ACTIONS.employeeUpdated,
        details: {
          employee_id: employeeId,
          fields: Object.keys(changes),
          department_ids: details.department_ids,
          role: details.role && details.role !== current.role ? { from: current.role, to: details.role } : undefined,
        },
      });
      if (!face || !photo) return;
      await storeFace(tx, app.config.dataKey, { employeeId, photo, descriptor: face.descriptor });
      await app.audit.record(tx, {
        actorId,
        action: AUDIT_ACTIONS.employeeFaceAdded,
        details: { employee_id: employeeId },
      });
    }),
  );
}
