import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/context';
import { findSessionEmployee } from '../auth/auth-repository';
import { KIOSK_MESSAGES as M } from './messages';

/** The active employee a kiosk acts for, as the attendance services take a signed-in user. */
export async function kioskPerson(app: FastifyInstance, employeeId: number): Promise<AuthUser & { firstName: string }> {
  const employee = await findSessionEmployee(app.db, employeeId);
  if (!employee || employee.status !== 'active') throw new AppError(403, M.notIdentified);
  return {
    id: employee.employee_id,
    role: employee.role,
    email: employee.email,
    fullName: `${employee.first_name} ${employee.last_name}`,
    firstName: employee.first_name,
  };
}
