import type { Executor } from '../../db/types';

/** Whose record it is, for the visibility policy; undefined when there is none. */
export async function recordOwner(db: Executor, recordId: number) {
  return db
    .selectFrom('attendance_records as a')
    .innerJoin('employees as e', 'e.employee_id', 'a.employee_id')
    .select(['e.employee_id', 'e.report_to'])
    .where('a.record_id', '=', recordId)
    .executeTakeFirst();
}

/** The values each approved correction replaced on the record, oldest first. */
export async function revisionsOf(db: Executor, recordId: number) {
  return db
    .selectFrom('attendance_revisions as r')
    .leftJoin('employees as e', 'e.employee_id', 'r.changed_by')
    .select([
      'r.revision_id',
      'r.correction_id',
      'r.created_record',
      'r.check_in_time',
      'r.check_out_time',
      'r.discrepancy',
      'r.auto_closed',
      'r.check_in_corrected',
      'r.check_out_corrected',
      'r.verification',
      'r.changed_by',
      'e.first_name',
      'e.last_name',
      'r.changed_at',
    ])
    .where('r.record_id', '=', recordId)
    .orderBy('r.revision_id')
    .execute();
}
