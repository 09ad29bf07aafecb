import type { FastifyInstance } from 'fastify';
import { instrumentsOf } from '../../db/db-instruments';
import type { AuthUser } from '../../plugins/context';
import { findSessionEmployee } from '../auth/auth-repository';
import { kioskError } from './messages';

/**
 * The active employee a kiosk acts for, as the attendance services take a signed-in user; from the employees
 * read cache that sign-in checks use (any write to employees empties it).
 */
export async function kioskPerson(app: FastifyInstance, employeeId: number): Promise<AuthUser & { firstName: string }> {
  const load = () => findSessionEmployee(app.db, employeeId);
  const cache = instrumentsOf(app.db)?.caches.employees;
  const employee = await (cache ? cache.get(employeeId, load) : load());
  if (!employee || employee.status !== 'active') throw kioskError(403, 'kiosk.not_identified');
  return {
    id: employee.employee_id,
    role: employee.role,
    email: employee.email,
    fullName: `${employee.first_name} ${employee.last_name}`,
    firstName: employee.first_name,
  };
}
