import type { SqlBool } from 'kysely';
import type { Executor, Tx } from '../../db/types';
import type { AppError } from '../../lib/app-error';
import { claimAndClockIn, claimAndClockOut, type ClockClaim, type ClockIn, type ClockOut } from './clock-statements';
import { attendanceError } from './messages';

export type ClockAction = 'clock_in' | 'clock_out';

/** What the read before the transaction found (clock-statements.ts readClockContext). */
export interface ClockContext {
  verified: SqlBool;
}

/**
 * Why an employee may clock: a fresh face verification (faceProof, the rush-hour path), or a clock action without
 * face check for review (face-fallback). Either claims its proof and writes the record in the clock transaction.
 */
export interface ClockProof {
  /** Refuses (403) before the address is resolved; the claim checks again under lock. */
  assertAvailable(
    db: Executor,
    employeeId: number,
    now: Date,
    context: ClockContext,
    action: ClockAction,
  ): Promise<void>;
  claimIn(tx: Tx, clockIn: ClockIn): Promise<ClockClaim>;
  claimOut(tx: Tx, clockOut: ClockOut): Promise<ClockClaim>;
  /** The 403 when the proof is missing. */
  refusal(action: ClockAction): AppError;
  /** Added to the clock action's audit entry. */
  auditDetails?: Record<string, unknown>;
}

const faceRefusal = (action: ClockAction) =>
  attendanceError(
    403,
    action === 'clock_in' ? 'attendance.verify_before_clock_in' : 'attendance.verify_before_clock_out',
  );

/** The verify_face success of the last 2 minutes that no clock action has used: no read beyond the context's. */
export const faceProof: ClockProof = {
  async assertAvailable(_db, _employeeId, _now, context, action) {
    if (!context.verified) throw faceRefusal(action);
  },
  claimIn: claimAndClockIn,
  claimOut: claimAndClockOut,
  refusal: faceRefusal,
};
