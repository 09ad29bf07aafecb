import type { FastifyInstance } from 'fastify';
import type { NewEmployee } from '../../db/types';
import { randomToken } from '../../lib/crypto';
import { AUDIT_ACTIONS } from '../audit';
import { emitEvent } from '../webhooks';
import { hashPassword } from '../auth';
import { setMemberships } from '../departments';
import { storablePhoto, storeFace } from '../face-profiles';
import { settingValues } from '../settings';
import { readEmployeeDetails, type EmployeeDetails } from './employee-fields';
import { assertReferences, withUniqueEmail } from './employee-rules';
import type { EnrolForm } from './employees-schemas';
import { insertEmployee } from './employees-repository';
import { welcomeMail } from './welcome-mail';
import { describeForEnrolment } from '../../face';
import { employeeError } from './messages';
import { recipientTexts } from '../../mails/recipient-language';

function employeeRow(details: EmployeeDetails, managerId: number | null, passwordHash: string): NewEmployee {
  return {
    first_name: details.first_name,
    last_name: details.last_name,
    email: details.email,
    role: details.role ?? 'employee',
    report_to: managerId,
    date_of_birth: details.date_of_birth ?? null,
    phone_number: details.phone_number ?? null,
    hire_date: details.hire_date ?? null,
    job_title: details.job_title ?? null,
    weekly_hours: details.weekly_hours ?? null,
    holiday_calendar: details.holiday_calendar ?? null,
    allowed_locations: JSON.stringify(details.allowed_locations ?? []),
    password_hash: passwordHash,
    must_change_password: true,
    biometric_consent_at: new Date(),
  };
}

/** Checks what the schema cannot, finds the one face, then creates the account, memberships and face data in one transaction. */
export async function enrolEmployee(app: FastifyInstance, actorId: number, form: EnrolForm): Promise<number> {
  const details = readEmployeeDetails(form);
  const managerId = form.manager_id || null;
  // A browser sends an empty file part when no file was chosen.
  const upload = await form.image.toBuffer();
  if (!upload.length) throw employeeError(400, 'employee.image_required');
  const refs = { email: details.email, managerId, departmentIds: details.department_ids };
  await assertReferences(app.db, refs);
  // Decoding and inference are the slow steps: they run before the transaction opens, and a refused photo creates nothing.
  const photo = await storablePhoto(upload);
  const face = await describeForEnrolment(app.face, photo);
  const temporaryPassword = randomToken(12);
  const passwordHash = await hashPassword(temporaryPassword);
  const companyName = (await settingValues(app.db)).COMPANY_NAME;

  return withUniqueEmail(() =>
    app.db.transaction().execute(async (tx) => {
      await assertReferences(tx, refs);
      const employeeId = await insertEmployee(tx, employeeRow(details, managerId, passwordHash));
      await setMemberships(tx, employeeId, details.department_ids ?? []);
      await storeFace(tx, app.config.dataKey, { employeeId, photo, descriptor: face.descriptor });
      await app.audit.record(tx, {
        actorId,
        action: AUDIT_ACTIONS.employeeEnrolled,
        details: {
          employee_id: employeeId,
          email: details.email,
          role: details.role ?? 'employee',
          manager_id: managerId,
        },
      });
      await emitEvent(app, tx, 'employee.created', {
        employee_id: employeeId,
        role: details.role ?? 'employee',
        manager_id: managerId,
      });
      // Sent last, inside the transaction: an account whose password could not be mailed is not kept.
      const texts = (await recipientTexts(tx, [employeeId]))(employeeId);
      await app.mailer.send(
        welcomeMail(texts, {
          to: details.email,
          firstName: details.first_name,
          companyName,
          temporaryPassword,
          loginUrl: `${app.config.appUrl}/login`,
        }),
      );
      return employeeId;
    }),
  );
}
