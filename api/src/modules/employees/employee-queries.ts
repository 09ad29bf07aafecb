import type { Db } from '../../db/types';
import type { Viewer } from '../../plugins/visibility';
import { departmentIdsOf } from '../departments';
import { countProfiles } from '../face-profiles';
import { findActive } from './employees-repository';
import { employeeError } from './messages';

export async function employeeDetail(db: Db, viewer: Viewer, employeeId: number) {
  const employee = await findActive(db, employeeId, viewer.visibility);
  if (!employee) throw employeeError(404, 'employee.not_found');
  return {
    ...employee,
    department_ids: await departmentIdsOf(db, employeeId),
    face_profiles: await countProfiles(db, employeeId),
  };
}
