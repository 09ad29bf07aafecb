import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../plugins/context';
import { AUDIT_ACTIONS } from '../audit';
import { type Point, reverseGeocode } from '../geocode';
import { type BreakPlace, endOpenBreak, insertOpenBreak, lockOpenRecord } from './break-repository';
import { currentDay } from './clock-service';
import { attendanceError } from './messages';

/*
 * Breaks need no face check: the person is already clocked in, and a break only takes time off the day. A clock-out
 * during a break ends it then (migration 034's trigger), so it is never refused for a break left open.
 */

/** The caller's open record as the status card shows it, and where they are; refused when no record is open. */
async function openRecordAndPlace(app: FastifyInstance, user: AuthUser, position: Point, now: Date) {
  const { settings, record } = await currentDay(app, user, now);
  if (!record || record.check_out_time) return { recordId: null };
  const address = (await reverseGeocode(app, position, settings.geofenceRadiusMeters)).display_name;
  const place: BreakPlace = { at: now, position, address };
  return { recordId: record.record_id, place };
}

export async function startBreak(app: FastifyInstance, user: AuthUser, position: Point, now = new Date()) {
  const { recordId, place } = await openRecordAndPlace(app, user, position, now);
  if (recordId === null) throw attendanceError(409, 'attendance.break_not_clocked_in');
  await app.db.transaction().execute(async (tx) => {
    const record = await lockOpenRecord(tx, recordId);
    if (!record) throw attendanceError(409, 'attendance.break_not_clocked_in');
    const started = await insertOpenBreak(tx, record, place);
    if (!started) throw attendanceError(409, 'attendance.already_on_break');
    await app.audit.record(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.attendanceBreakStart,
      details: { record_id: recordId, break_id: started.break_id },
    });
  });
}

export async function endBreak(app: FastifyInstance, user: AuthUser, position: Point, now = new Date()) {
  const { recordId, place } = await openRecordAndPlace(app, user, position, now);
  if (recordId === null) throw attendanceError(409, 'attendance.not_on_break');
  await app.db.transaction().execute(async (tx) => {
    // Locked so a clock-out cannot close the record (and its break) between this check and the update.
    if (!(await lockOpenRecord(tx, recordId))) throw attendanceError(409, 'attendance.not_on_break');
    const ended = await endOpenBreak(tx, recordId, place);
    if (!ended) throw attendanceError(409, 'attendance.not_on_break');
    await app.audit.record(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.attendanceBreakEnd,
      details: { record_id: recordId, break_id: ended.break_id },
    });
  });
}
