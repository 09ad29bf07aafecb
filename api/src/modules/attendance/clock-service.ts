import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/types';
import type { AuthUser } from '../../plugins/context';
import { AUDIT_ACTIONS } from '../audit';
import { emitEvent } from '../webhooks';
import type { Point } from '../geocode';
import { reverseGeocode } from '../geocode';
import { findDayRecord, type StatusDay, statusRecords } from './attendance-repository';
import { addDays, localClock } from '../../lib/time-zone';
import { attendanceDate, clockInType, discrepancy, shiftDiscrepancy } from './attendance-rules';
import { clockInDay, nightShiftIntoToday, shiftDatesAround, statusDay } from './shift-day';
import { type AttendanceSettings, loadAttendanceSettings } from '../settings';
import { asAutoClosed } from './auto-close-view';
import { closeOwnOverdueAttendance } from './auto-clock-out';
import { type ClockAction, type ClockProof, faceProof } from './clock-proof';
import { type ClockClaim, readClockContext } from './clock-statements';
import { attendanceError, type DayState } from './messages';

/** What the refusals and the day's state read of a record (the clock context's or the status read's). */
type DayRecord =
  Pick<NonNullable<Awaited<ReturnType<typeof findDayRecord>>>, 'check_out_time' | 'auto_closed'> | undefined;

/** A clock action made at a kiosk: its verification must come from that kiosk, which is also the address. */
export interface KioskOrigin {
  kioskId: number;
  address: string;
}

/** How a clock action is proven (a fresh face verification unless said) and where it is made (a kiosk or not). */
export interface ClockVia {
  proof?: ClockProof;
  kiosk?: KioskOrigin;
}

/**
 * The settings and, in one read, what a clock action decides on. A caller's own forgotten clock-out is closed first
 * (and the day read again) so what follows sees it closed. The person's published shifts, read with it, may give the
 * action another date than today's (shift-day.ts): that day is read then. No usable verification refuses before the
 * address is resolved (or whatever else the proof needs is missing); the transaction claims it again under lock.
 */
async function prepare(app: FastifyInstance, user: AuthUser, now: Date, action: ClockAction, via: ClockVia) {
  const settings = await loadAttendanceSettings(app.db);
  const kioskId = via.kiosk?.kioskId ?? null;
  const today = attendanceDate(now, settings);
  const read = (date: string) =>
    readClockContext(app.db, {
      employeeId: user.id,
      attendanceDate: date,
      now,
      rule: settings,
      kioskId,
      shiftDates: shiftDatesAround(now, settings),
    });
  let context = await read(today);
  if (context.hasOverdue) {
    await closeOwnOverdueAttendance(app, settings, now, user.id);
    context = await read(today);
  }
  const day = await clockDay(action, now, settings, context, read);
  await (via.proof ?? faceProof).assertAvailable(app.db, user.id, now, day.context, action);
  return { settings, date: day.date, shift: day.shift, kioskId, ...day.context };
}

type ClockContext = Awaited<ReturnType<typeof readClockContext>>;

/**
 * The record a clock action writes, with its shift and its day read: a clock-in's by the shift it opens; a
 * clock-out's today's record, or without one the record of yesterday's night shift running into today (open, or
 * once closed the reason the clock-out is refused), not a refusal as another day.
 */
async function clockDay(
  action: ClockAction,
  now: Date,
  settings: AttendanceSettings,
  todays: ClockContext,
  read: (date: string) => Promise<ClockContext>,
) {
  const today = attendanceDate(now, settings);
  if (action === 'clock_in') {
    const { date, shift } = clockInDay(now, todays.shifts, settings);
    return { date, shift, context: date === today ? todays : await read(date) };
  }
  const night = todays.record ? undefined : nightShiftIntoToday(now, todays.shifts, settings);
  if (night) {
    const nights = await read(night.shift_date);
    if (nights.record) return { date: night.shift_date, shift: night, context: nights };
  }
  return { date: today, shift: todays.shifts.find((s) => s.shift_date === today), context: todays };
}

async function addressOf(
  app: FastifyInstance,
  position: Point,
  settings: AttendanceSettings,
  kiosk: KioskOrigin | undefined,
): Promise<string> {
  if (kiosk) return kiosk.address;
  return (await reverseGeocode(app, position, settings.geofenceRadiusMeters)).display_name;
}

function refuseSecondClockIn(record: DayRecord): never {
  throw attendanceError(409, record?.check_out_time ? 'attendance.day_complete' : 'attendance.already_clocked_in');
}

function refuseClockOut(record: DayRecord): never {
  if (!record) throw attendanceError(409, 'attendance.not_clocked_in');
  throw attendanceError(409, record.auto_closed ? 'attendance.auto_clocked_out' : 'attendance.already_clocked_out');
}

function dayState(record: DayRecord): DayState {
  if (!record) return 'not_clocked_in';
  return record.check_out_time ? 'day_complete' : 'clocked_in';
}

type StatusRecord = NonNullable<StatusDay['record']>;

/** One clock action's write: its day, proof and origin, the proof's claim of the record, the audit's own details. */
interface ClockCommit {
  action: ClockAction;
  date: string;
  via: ClockVia;
  claim: (tx: Tx, proof: ClockProof) => Promise<ClockClaim>;
  /** Why the record cannot be written, read again once another request wrote it first. */
  refuse: (record: DayRecord) => never;
  details: Record<string, unknown>;
}

/**
 * What clock in and clock out share: the proof is used up and the record written in one transaction (refused when
 * the proof is gone or another request wrote the record first), then audited.
 */
async function commitClock(
  app: FastifyInstance,
  user: AuthUser,
  { action, date, via, claim, refuse, details }: ClockCommit,
): Promise<void> {
  const proof = via.proof ?? faceProof;
  await app.db.transaction().execute(async (tx) => {
    const claimed = await claim(tx, proof);
    if (claimed.verificationId === null) throw proof.refusal(action);
    if (claimed.recordId === null) refuse(await findDayRecord(tx, user.id, date));
    await app.audit.record(tx, {
      actorId: user.id,
      action: action === 'clock_in' ? AUDIT_ACTIONS.attendanceClockIn : AUDIT_ACTIONS.attendanceClockOut,
      details: {
        record_id: claimed.recordId,
        attendance_date: date,
        ...details,
        ...proof.auditDetails,
        ...(via.kiosk && { kiosk_id: via.kiosk.kioskId }),
      },
    });
    const event = action === 'clock_in' ? 'attendance.clocked_in' : 'attendance.clocked_out';
    await emitEvent(app, tx, event, { record_id: claimed.recordId, employee_id: user.id, attendance_date: date });
  });
}

/**
 * Today's record (company date; a night shift's until the morning after) and the person's published shift as the
 * attendance screen shows them: one indexed read, no write (a record past its automatic clock-out reads as closed
 * before the sweep closes it).
 */
export async function currentStatus(app: FastifyInstance, user: AuthUser, now = new Date()) {
  const { settings, day, record } = await currentDay(app, user, now);
  const clockIn = record?.check_in_time.toISOString() ?? null;
  const clockOut = record?.check_out_time?.toISOString() ?? null;
  const state = dayState(record);
  return {
    clocked_in: state === 'clocked_in',
    state,
    clock_in_time: clockIn,
    clock_out_time: clockOut,
    auto_clocked_out: Boolean(record?.auto_closed),
    check_in_corrected: Boolean(record?.check_in_corrected),
    check_out_corrected: Boolean(record?.check_out_corrected),
    check_in_time: clockIn,
    check_out_time: clockOut,
    attendance_date: day.attendance_date,
    shift: day.shift ? shiftAsShown(day.shift, settings.timeZone) : null,
    ...breakState(record, state),
  };
}

/**
 * The record the status card shows (company date; a night shift's until the morning after), read as closed once past
 * its automatic clock-out, with the settings it was read under: the status and the break actions start from it.
 */
export async function currentDay(app: FastifyInstance, user: AuthUser, now: Date) {
  const settings = await loadAttendanceSettings(app.db);
  const today = attendanceDate(now, settings);
  const days = await statusRecords(app.db, {
    employeeId: user.id,
    today,
    yesterday: addDays(today, -1),
    now,
    rule: settings,
  });
  const day = statusDay(days, now, settings);
  return { settings, day, record: day.record && asAutoClosed(day.record, settings, now) };
}

/** The status card's break and worked minutes (whole minutes so far); an open break only while clocked in. */
function breakState(record: StatusRecord | undefined, state: DayState) {
  const openSince = state === 'clocked_in' ? record?.open_break_started_at : null;
  return {
    on_break: Boolean(openSince),
    break_started_at: openSince?.toISOString() ?? null,
    break_minutes: Math.floor(record?.break_minutes ?? 0),
    worked_minutes: record?.worked_minutes == null ? null : Math.floor(record.worked_minutes),
  };
}

/** A shift as the status card shows it: its instants and its wall-clock times in the company zone. */
function shiftAsShown(shift: { starts_at: Date; ends_at: Date }, timeZone: string) {
  return {
    starts_at: shift.starts_at.toISOString(),
    ends_at: shift.ends_at.toISOString(),
    start_time: localClock(shift.starts_at, timeZone),
    end_time: localClock(shift.ends_at, timeZone),
  };
}

/** Opens today's record with a proof (by default a fresh face verification), which it uses up in the same transaction. */
export async function clockIn(
  app: FastifyInstance,
  user: AuthUser,
  position: Point,
  now = new Date(),
  via: ClockVia = {},
): Promise<void> {
  const { settings, date, shift, record, allowedLocations, kioskId } = await prepare(app, user, now, 'clock_in', via);
  if (record) refuseSecondClockIn(record);
  const address = await addressOf(app, position, settings, via.kiosk);
  const type = clockInType(position, allowedLocations, settings);
  const arrival = shift ? shiftDiscrepancy(now, shift, settings) : discrepancy(now, settings);

  const clockIn = { employeeId: user.id, attendanceDate: date, at: now, position, address, clockInType: type, kioskId };
  await commitClock(app, user, {
    action: 'clock_in',
    date,
    via,
    claim: (tx, proof) => proof.claimIn(tx, { ...clockIn, discrepancy: arrival }),
    refuse: refuseSecondClockIn,
    details: { clock_in_type: type, discrepancy: arrival },
  });
  app.metrics.clockActions.inc({ action: 'clock_in', type });
}

/** Closes today's open record with a proof (by default a fresh face verification), used up as by clockIn. */
export async function clockOut(
  app: FastifyInstance,
  user: AuthUser,
  position: Point,
  now = new Date(),
  via: ClockVia = {},
): Promise<void> {
  const { settings, date, record, kioskId } = await prepare(app, user, now, 'clock_out', via);
  if (!record || record.check_out_time) refuseClockOut(record);
  const address = await addressOf(app, position, settings, via.kiosk);

  const clockOut = { employeeId: user.id, attendanceDate: date, at: now, position, address, kioskId };
  await commitClock(app, user, {
    action: 'clock_out',
    date,
    via,
    claim: (tx, proof) => proof.claimOut(tx, clockOut),
    refuse: refuseClockOut,
    details: {},
  });
  app.metrics.clockActions.inc({ action: 'clock_out', type: 'any' });
}
