import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Tx } from '../../db/types';
import { randomToken } from '../../lib/crypto';
import { AUDIT_ACTIONS } from '../audit';
import { authError, findByEmail, hashPassword, recordSignInFailure, startSession, type AuthEmployee } from '../auth';
import { insertEmployee } from '../employees';
import { emitEvent } from '../webhooks';
import { oidcError } from './messages';
import type { PersonClaims } from './oidc-client';
import { namesFromClaims, roleFromClaims, verifiedEmail } from './person-claims';

/**
 * OIDC_AUTO_CREATE: a person the provider vouches for becomes an employee, with the role claim's role. The password
 * is random and never told: they sign in through the provider (or choose one with "Forgot password").
 */
async function createEmployee(app: FastifyInstance, claims: PersonClaims, email: string): Promise<AuthEmployee> {
  const role = roleFromClaims(claims, app.config.oidc!.roleClaim);
  const { firstName, lastName } = namesFromClaims(claims, email);
  const passwordHash = await hashPassword(randomToken(32));
  try {
    await app.db.transaction().execute(async (tx) => {
      const employeeId = await insertEmployee(tx, {
        first_name: firstName,
        last_name: lastName,
        email,
        role,
        report_to: null,
        date_of_birth: null,
        phone_number: null,
        hire_date: null,
        job_title: null,
        allowed_locations: '[]',
        password_hash: passwordHash,
        must_change_password: false,
        biometric_consent_at: null,
      });
      await app.audit.record(tx, {
        actorId: employeeId,
        action: AUDIT_ACTIONS.employeeEnrolled,
        details: { employee_id: employeeId, email, role, manager_id: null, via: 'oidc' },
      });
      await emitEvent(app, tx, 'employee.created', { employee_id: employeeId, role, manager_id: null });
    });
  } catch (err) {
    // The same person's first sign-in in two tabs at once: the other one created them.
    if (!isUniqueViolation(err, 'employees_email_lower_key')) throw err;
  }
  return (await findByEmail(app.db, email))!;
}

/**
 * Marks the person as a single sign-on user. A temporary password they were mailed (enrolled by hand or by SCIM)
 * is replaced by a random one nobody knows: the provider proved who they are, so they are not sent to choose a
 * password first, and the mailed one does not stay usable ("Forgot password" gives them one if they want it).
 */
async function linkAccount(
  employee: AuthEmployee,
): Promise<{ employee: AuthEmployee; link: (tx: Tx) => Promise<void> }> {
  const retired = employee.must_change_password ? await hashPassword(randomToken(32)) : undefined;
  const link = async (tx: Tx) => {
    await tx
      .updateTable('employees')
      .set({
        sso_linked_at: sql`coalesce(sso_linked_at, now())`,
        ...(retired && { password_hash: retired, must_change_password: false, updated_at: new Date() }),
      })
      .where('employee_id', '=', employee.employee_id)
      .execute();
  };
  return { employee: retired ? { ...employee, must_change_password: false } : employee, link };
}

/**
 * Signs in the active employee whose email the provider verified, as a password sign-in does (auth's
 * startSession), and marks them as a single sign-on user. Unknown people are refused unless OIDC_AUTO_CREATE.
 */
export async function signInWithClaims(app: FastifyInstance, claims: PersonClaims, ip: string) {
  const { providerName: provider, autoCreate } = app.config.oidc!;
  const email = verifiedEmail(claims);
  const failed = (employeeId: number | null, reason: string, result: string) =>
    recordSignInFailure(app, employeeId, {
      ip,
      method: 'oidc',
      email: email ?? String(claims.email ?? ''),
      reason,
      result,
    });
  if (!email) {
    await failed(null, 'email not verified by the identity provider', 'unverified');
    throw oidcError(401, 'oidc.email_not_verified', { provider });
  }
  let employee = await findByEmail(app.db, email);
  if (!employee && !autoCreate) {
    await failed(null, 'no employee with this email', 'unknown');
    throw oidcError(403, 'oidc.unknown_person', { email });
  }
  employee ??= await createEmployee(app, claims, email);
  if (employee.status !== 'active') {
    await failed(employee.employee_id, 'account inactive', 'inactive');
    throw authError(401, 'auth.account_inactive');
  }
  const linked = await linkAccount(employee);
  return startSession(app, linked.employee, { ip, method: 'oidc' }, linked.link);
}
