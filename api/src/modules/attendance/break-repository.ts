import type { Tx } from '../../db/types';
import type { Point } from '../geocode';

/** Where a break starts or ends, as a clock action stores it. */
export interface BreakPlace {
  at: Date;
  position: Point;
  address: string | null;
}

/** Locks the record while it is open (a clock-out waits for the break write, or the break sees it closed). */
export async function lockOpenRecord(tx: Tx, recordId: number) {
  return tx
    .selectFrom('attendance_records')
    .select(['record_id', 'employee_id'])
    .where('record_id', '=', recordId)
    .where('check_out_time', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Opens a break; undefined when the person already has one open (the partial unique index of migration 034). */
export async function insertOpenBreak(tx: Tx, record: { record_id: number; employee_id: number }, start: BreakPlace) {
  return tx
    .insertInto('attendance_breaks')
    .values({
      record_id: record.record_id,
      employee_id: record.employee_id,
      started_at: start.at,
      start_latitude: start.position.latitude,
      start_longitude: start.position.longitude,
      start_address: start.address,
    })
    .onConflict((oc) => oc.column('employee_id').where('ended_at', 'is', null).doNothing())
    .returning(['break_id', 'started_at'])
    .executeTakeFirst();
}

/** Ends the record's open break; undefined when none is open. */
export async function endOpenBreak(tx: Tx, recordId: number, end: BreakPlace) {
  return tx
    .updateTable('attendance_breaks')
    .set({
      ended_at: end.at,
      end_latitude: end.position.latitude,
      end_longitude: end.position.longitude,
      end_address: end.address,
    })
    .where('record_id', '=', recordId)
    .where('ended_at', 'is', null)
    .returning(['break_id', 'started_at', 'ended_at'])
    .executeTakeFirst();
}
