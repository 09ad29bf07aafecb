import type { Executor } from '../../db/types';

/** The sealed descriptors of every active employee, of one model. */
export async function activeSealedDescriptors(db: Executor, model: string) {
  return db
    .selectFrom('face_profiles as f')
    .innerJoin('employees as e', 'e.employee_id', 'f.employee_id')
    .select(['f.employee_id', 'e.first_name', 'f.descriptor'])
    .where('f.model', '=', model)
    .where('e.status', '=', 'active')
    .orderBy('f.face_profile_id')
    .execute();
}
