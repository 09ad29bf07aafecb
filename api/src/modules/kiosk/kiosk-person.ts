import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../plugins/context';
import { sessionEmployee } from '../auth';
import { kioskError } from './messages';

/**
 * The active employee a kiosk acts for, as the attendance services take a signed-in user; from the employees
 * read cache that sign-in checks use (any write to employees empties it).
 */
export async function kioskPerson(app: FastifyInstance, employeeId: number): Promise<AuthUser & { firstName: string }> {
  const employee = await sessionEmployee(app.db, employeeId);
  if (!employee || employee.status !== 'active') throw kioskError(403, 'kiosk.not_identified');
  return {
    id: employee.employee_id,
    role: employee.role,
    email: employee.email,
    fullName: `${employee.first_name} ${employee.last_name}`,
    firstName: employee.first_name,
  };
}
