import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../plugins/context';
import { loadAttendanceSettings } from '../settings';
import { AUDIT_ACTIONS } from '../audit';
import { insertCorrection } from './correction-repository';
import { correctionWindow, type CorrectionWindow } from './correction-window';
import { instantOn } from './correction-times';
import { fitTimes } from './corrected-day';
import { readDayRecord } from './record-amendment';
import { correctionError } from './messages';

export interface CorrectionBody {
  date: string;
  clock_in_time?: string | null;
  clock_out_time?: string | null;
  reason: string;
}

function assertDateAllowed(date: string, window: CorrectionWindow) {
  if (date > window.today) throw correctionError(400, 'correction.future_date');
  if (date < window.windowStart) throw correctionError(400, 'correction.outside_window', { days: window.windowDays });
  if (window.hireDate && date < window.hireDate)
    throw correctionError(400, 'correction.before_hire', { hireDate: window.hireDate });
}

/**
 * Files the caller's request to fix one day (company date). Every limit is checked here; the partial unique
 * index attendance_corrections_one_pending refuses a second open request of the day, races included.
 */
export async function requestCorrection(
  app: FastifyInstance,
  user: AuthUser,
  body: CorrectionBody,
  now = new Date(),
): Promise<void> {
  const reason = body.reason.trim();
  if (!reason) throw correctionError(400, 'correction.reason_required');
  if (!body.clock_in_time && !body.clock_out_time) throw correctionError(400, 'correction.no_time');
  const settings = await loadAttendanceSettings(app.db);
  assertDateAllowed(body.date, await correctionWindow(app.db, user.id, now));
  const clockIn = instantOn(body.date, body.clock_in_time, settings.timeZone);
  const clockOut = instantOn(body.date, body.clock_out_time, settings.timeZone);
  if ((clockIn && clockIn > now) || (clockOut && clockOut > now)) throw correctionError(400, 'correction.future_time');
  const record = await readDayRecord(app.db, user.id, body.date);
  fitTimes(record, { clockIn, clockOut }, 400);

  try {
    await app.db.transaction().execute(async (tx) => {
      const correctionId = await insertCorrection(tx, {
        employeeId: user.id,
        attendanceDate: body.date,
        clockIn,
        clockOut,
        reason,
        at: now,
      });
      await app.audit.record(tx, {
        actorId: user.id,
        action: AUDIT_ACTIONS.attendanceCorrectionRequested,
        details: {
          correction_id: correctionId,
          attendance_date: body.date,
          clock_in_time: clockIn?.toISOString() ?? null,
          clock_out_time: clockOut?.toISOString() ?? null,
        },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'attendance_corrections_one_pending'))
      throw correctionError(409, 'correction.pending_exists');
    throw err;
  }
}
