import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Tx } from '../../db/types';
import { randomToken } from '../../lib/crypto';
import type { Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { hashPassword } from '../auth';
import { insertEmployee, terminateEmployee, updateEmployee, welcomeMail } from '../employees';
import { settingValues } from '../settings';
import { emitEvent } from '../webhooks';
import { scimError } from './messages';
import { type PatchOperation, patchUser } from './scim-patch';
import { attributesOf, type UserAttributes, type UserRow } from './scim-user';
import { findUser } from './scim-users-repository';
import { recipientTexts } from '../../mails/recipient-language';

/** The provider's values may already belong to someone else: a 409 with SCIM's `uniqueness`. */
async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'employees_email_lower_key')) throw scimError(409, 'scim.user_name_taken');
    if (isUniqueViolation(err, 'employees_external_id_key')) throw scimError(409, 'scim.external_id_taken');
    throw err;
  }
}

export async function userOrNotFound(app: FastifyInstance, id: string): Promise<UserRow> {
  const employeeId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const row = Number.isNaN(employeeId) ? undefined : await findUser(app.db, employeeId);
  if (!row) throw scimError(404, 'scim.user_not_found', { id });
  return row;
}

/**
 * A person the directory adds: an employee without a face yet (an admin enrols it before they clock in), who gets
 * the welcome mail with a temporary password like anyone enrolled by hand. Created inactive is refused: there is no
 * such state here.
 */
export async function createUser(app: FastifyInstance, actorId: number, user: UserAttributes): Promise<number> {
  if (!user.active) throw scimError(400, 'scim.invalid_value', { detail: 'A new user must be active.' });
  const temporaryPassword = randomToken(12);
  const passwordHash = await hashPassword(temporaryPassword);
  const companyName = (await settingValues(app.db)).COMPANY_NAME;
  return unique(() =>
    app.db.transaction().execute(async (tx) => {
      const employeeId = await insertEmployee(tx, {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        role: 'employee',
        report_to: null,
        date_of_birth: null,
        phone_number: user.phone,
        hire_date: null,
        job_title: user.title,
        external_id: user.externalId,
        allowed_locations: '[]',
        password_hash: passwordHash,
        must_change_password: true,
        biometric_consent_at: null,
      });
      await app.audit.record(tx, {
        actorId,
        action: AUDIT_ACTIONS.employeeEnrolled,
        details: { employee_id: employeeId, email: user.email, role: 'employee', manager_id: null, via: 'scim' },
      });
      await emitEvent(app, tx, 'employee.created', { employee_id: employeeId, role: 'employee', manager_id: null });
      const texts = (await recipientTexts(tx, [employeeId]))(employeeId);
      await app.mailer.send(
        welcomeMail(texts, {
          to: user.email,
          firstName: user.firstName,
          companyName,
          temporaryPassword,
          loginUrl: `${app.config.appUrl}/login`,
        }),
      );
      return employeeId;
    }),
  );
}

async function writeChanges(tx: Tx, actorId: number, app: FastifyInstance, row: UserRow, next: UserAttributes) {
  await updateEmployee(tx, row.employee_id, {
    first_name: next.firstName,
    last_name: next.lastName,
    email: next.email,
    job_title: next.title,
    phone_number: next.phone,
    external_id: next.externalId,
  });
  await app.audit.record(tx, {
    actorId,
    action: AUDIT_ACTIONS.employeeUpdated,
    details: { employee_id: row.employee_id, via: 'scim' },
  });
}

/**
 * PUT and PATCH end here: the attributes are written in one transaction; `active: false` then terminates the person
 * exactly as an admin's termination does (sessions ended, face data erased, reports moved up, audited).
 */
export async function updateUser(app: FastifyInstance, viewer: Viewer, row: UserRow, next: UserAttributes) {
  const current = attributesOf(row);
  if (next.active && !current.active) throw scimError(409, 'scim.reactivation');
  const changed = (['firstName', 'lastName', 'email', 'title', 'phone', 'externalId'] as const).some(
    (key) => next[key] !== current[key],
  );
  if (changed) await unique(() => app.db.transaction().execute((tx) => writeChanges(tx, viewer.id, app, row, next)));
  if (current.active && !next.active) await terminateEmployee(app, viewer, row.employee_id);
}

export const patchedUser = (row: UserRow, operations: readonly PatchOperation[]) =>
  patchUser(attributesOf(row), operations);

/** DELETE: a termination; the record stays (attendance and leave are kept for reports) and reads `active: false`. */
export async function deleteUser(app: FastifyInstance, viewer: Viewer, row: UserRow) {
  if (row.status === 'active') await terminateEmployee(app, viewer, row.employee_id);
}
