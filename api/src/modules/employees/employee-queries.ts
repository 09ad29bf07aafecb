import type { Db } from '../../db/types';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/context';
import { departmentIdsOf } from '../departments/memberships-repository';
import { countProfiles } from '../face-profiles/face-profiles-repository';
import { findActive, listActive } from './employees-repository';
import { EMPLOYEE_MESSAGES as M } from './messages';

/** Admins see every active employee; a manager sees their direct reports and themselves. */
export function employeesVisibleTo(db: Db, viewer: AuthUser) {
  return viewer.role === 'admin' ? listActive(db) : listActive(db, viewer.id);
}

export async function employeeDetail(db: Db, employeeId: number) {
  const employee = await findActive(db, employeeId);
  if (!employee) throw new AppError(404, M.notFound);
  return {
    ...employee,
    department_ids: await departmentIdsOf(db, employeeId),
    face_profiles: await countProfiles(db, employeeId),
  };
}
