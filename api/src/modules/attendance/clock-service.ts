import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/context';
import { AUDIT_ACTIONS } from '../audit/actions';
import {
  hasUsableVerification,
  lockUsableVerification,
  markVerificationUsed,
} from '../face-verification/face-verification-repository';
import type { Point } from '../geocode/distance';
import { reverseGeocode } from '../geocode/geocode-service';
import { allowedLocations, closeDayRecord, findDayRecord, insertClockIn } from './attendance-repository';
import { attendanceDate, clockInType, discrepancy } from './attendance-rules';
import { type AttendanceSettings, loadAttendanceSettings } from './attendance-settings';
import { asAutoClosed } from './auto-close-view';
import { closeOwnOverdueAttendance } from './auto-clock-out';
import { ATTENDANCE_MESSAGES as M, type DayState } from './messages';

type DayRecord = Awaited<ReturnType<typeof findDayRecord>>;

/** The settings, after a clock action closed its caller's own forgotten clock-out so what follows sees it closed. */
async function prepare(app: FastifyInstance, user: AuthUser, now: Date): Promise<AttendanceSettings> {
  const settings = await loadAttendanceSettings(app.db);
  await closeOwnOverdueAttendance(app, settings, now, user.id);
  return settings;
}

async function addressOf(app: FastifyInstance, position: Point, settings: AttendanceSettings): Promise<string> {
  return (await reverseGeocode(app, position, settings.geofenceRadiusMeters)).display_name;
}

// The transaction checks again under lock; these reads only spare a doomed request its geocoding.
async function assertVerified(app: FastifyInstance, user: AuthUser, now: Date, refusal: string): Promise<void> {
  if (!(await hasUsableVerification(app.db, user.id, now))) throw new AppError(403, refusal);
}

function refuseSecondClockIn(record: DayRecord): never {
  throw new AppError(409, record?.check_out_time ? M.dayComplete : M.alreadyClockedIn);
}

function refuseClockOut(record: DayRecord): never {
  if (!record) throw new AppError(409, M.notClockedIn);
  throw new AppError(409, record.auto_closed ? M.autoClockedOut : M.alreadyClockedOut);
}

function dayState(record: DayRecord): DayState {
  if (!record) return 'not_clocked_in';
  return record.check_out_time ? 'day_complete' : 'clocked_in';
}

/**
 * Today's record (company date) as the attendance screen shows it: one indexed read, no write (a record past
 * its automatic clock-out reads as closed before the sweep closes it).
 */
export async function currentStatus(app: FastifyInstance, user: AuthUser, now = new Date()) {
  const settings = await loadAttendanceSettings(app.db);
  const stored = await findDayRecord(app.db, user.id, attendanceDate(now, settings));
  const record = stored && asAutoClosed(stored, settings, now);
  const clockIn = record?.check_in_time.toISOString() ?? null;
  const clockOut = record?.check_out_time?.toISOString() ?? null;
  const state = dayState(record);
  return {
    clocked_in: state === 'clocked_in',
    state,
    clock_in_time: clockIn,
    clock_out_time: clockOut,
    auto_clocked_out: Boolean(record?.auto_closed),
    check_in_time: clockIn,
    check_out_time: clockOut,
  };
}

/** Opens today's record with a fresh face verification, which it uses up in the same transaction. */
export async function clockIn(app: FastifyInstance, user: AuthUser, position: Point, now = new Date()): Promise<void> {
  const settings = await prepare(app, user, now);
  const date = attendanceDate(now, settings);
  await assertVerified(app, user, now, M.verifyBeforeClockIn);
  const existing = await findDayRecord(app.db, user.id, date);
  if (existing) refuseSecondClockIn(existing);
  const [locations, address] = await Promise.all([
    allowedLocations(app.db, user.id),
    addressOf(app, position, settings),
  ]);
  const type = clockInType(position, locations, settings);
  const arrival = discrepancy(now, settings);

  await app.db.transaction().execute(async (tx) => {
    const verification = await lockUsableVerification(tx, user.id, now);
    if (!verification) throw new AppError(403, M.verifyBeforeClockIn);
    const recordId = await insertClockIn(tx, {
      employeeId: user.id,
      attendanceDate: date,
      at: now,
      position,
      address,
      clockInType: type,
      discrepancy: arrival,
      spoofScore: verification.spoof_score,
    });
    if (recordId === undefined) refuseSecondClockIn(await findDayRecord(tx, user.id, date));
    await markVerificationUsed(tx, verification.verification_id, recordId, now);
    await app.audit.record(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.attendanceClockIn,
      details: { record_id: recordId, attendance_date: date, clock_in_type: type, discrepancy: arrival },
    });
  });
  app.metrics.clockActions.inc({ action: 'clock_in', type });
}

/** Closes today's open record with a fresh face verification, which it uses up in the same transaction. */
export async function clockOut(app: FastifyInstance, user: AuthUser, position: Point, now = new Date()): Promise<void> {
  const settings = await prepare(app, user, now);
  const date = attendanceDate(now, settings);
  await assertVerified(app, user, now, M.verifyBeforeClockOut);
  const record = await findDayRecord(app.db, user.id, date);
  if (!record || record.check_out_time) refuseClockOut(record);
  const address = await addressOf(app, position, settings);

  await app.db.transaction().execute(async (tx) => {
    const verification = await lockUsableVerification(tx, user.id, now);
    if (!verification) throw new AppError(403, M.verifyBeforeClockOut);
    const recordId = await closeDayRecord(tx, {
      employeeId: user.id,
      attendanceDate: date,
      at: now,
      position,
      address,
      spoofScore: verification.spoof_score,
    });
    if (recordId === undefined) refuseClockOut(await findDayRecord(tx, user.id, date));
    await markVerificationUsed(tx, verification.verification_id, recordId, now);
    await app.audit.record(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.attendanceClockOut,
      details: { record_id: recordId, attendance_date: date },
    });
  });
  app.metrics.clockActions.inc({ action: 'clock_out', type: 'any' });
}
