import type { FastifyInstance } from 'fastify';
import type { SwapStatus } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { loadAttendanceSettings } from '../settings';
import { shiftExchangeError, SHIFT_EXCHANGE_MESSAGES as M } from './messages';
import { shiftTimesText } from './shift-times';
import { notifySwapStep } from './swap-mail';
import * as repo from './swap-repository';

export interface SwapBody {
  assignment_id: number;
  target_id: number;
  target_assignment_id?: number | null;
  reason?: string | null;
}

/** A published shift of `ownerId` still to come, or the refusal that says why not. */
async function swappableShift(app: FastifyInstance, assignmentId: number, ownerId: number, now: Date) {
  const shift = await repo.assignmentOf(app.db, assignmentId);
  if (!shift || shift.employee_id !== ownerId) return { refusal: 'not_owned' as const };
  if (shift.status !== 'published') return { refusal: 'not_published' as const };
  if (shift.starts_at <= now) return { refusal: 'started' as const };
  return { shift };
}

/**
 * The caller offers one of their published shifts still to come to an active colleague, for one of the colleague's
 * (or for nothing: giving it away). The colleague answers first, then a manager decides.
 */
export async function requestSwap(app: FastifyInstance, requester: Viewer, body: SwapBody, now = new Date()) {
  const own = await swappableShift(app, body.assignment_id, requester.id, now);
  if (own.refusal === 'not_owned') throw shiftExchangeError(403, 'shift_exchange.not_your_shift');
  if (own.refusal === 'not_published') throw shiftExchangeError(409, 'shift_exchange.shift_not_published');
  if (own.refusal === 'started') throw shiftExchangeError(409, 'shift_exchange.shift_in_past');
  if (body.target_id === requester.id) throw shiftExchangeError(400, 'shift_exchange.target_is_you');
  if (!(await repo.isActiveColleague(app.db, requester.id, body.target_id)))
    throw shiftExchangeError(400, 'shift_exchange.target_not_colleague');
  let targetShift: repo.SwappedAssignment | undefined;
  if (body.target_assignment_id) {
    const theirs = await swappableShift(app, body.target_assignment_id, body.target_id, now);
    if (!theirs.shift) throw shiftExchangeError(400, 'shift_exchange.target_shift_mismatch');
    targetShift = theirs.shift;
  }
  const reason = body.reason?.trim() || null;
  try {
    const swapId = await app.db.transaction().execute(async (tx) => {
      const id = await repo.insertSwap(tx, {
        requesterId: requester.id,
        targetId: body.target_id,
        requesterShift: own.shift,
        targetShift,
        reason,
        at: now,
      });
      await app.audit.record(tx, {
        actorId: requester.id,
        action: AUDIT_ACTIONS.shiftSwapRequested,
        details: {
          swap_id: id,
          assignment_id: own.shift.assignment_id,
          target_id: body.target_id,
          target_assignment_id: targetShift?.assignment_id ?? null,
        },
      });
      return id;
    });
    await notifySwapStep(app, swapId, 'requested');
  } catch (err) {
    if (isUniqueViolation(err, 'shift_swaps_one_open')) throw shiftExchangeError(409, 'shift_exchange.swap_pending_exists');
    throw err;
  }
  return M.swapRequested;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The swaps the viewer takes part in or decides on, newest first, each side's times as the company's clock reads them. */
export async function listSwapRequests(app: FastifyInstance, viewer: Viewer, status?: SwapStatus) {
  const { timeZone } = await loadAttendanceSettings(app.db);
  const rows = await repo.listSwaps(app.db, viewer, status);
  return rows.map((row) => ({
    ...row,
    requester_starts_at: row.requester_starts_at.toISOString(),
    requester_ends_at: row.requester_ends_at.toISOString(),
    requester_times: shiftTimesText(row.requester_starts_at, row.requester_ends_at, timeZone),
    target_starts_at: iso(row.target_starts_at),
    target_ends_at: iso(row.target_ends_at),
    target_times:
      row.target_starts_at && row.target_ends_at
        ? shiftTimesText(row.target_starts_at, row.target_ends_at, timeZone)
        : null,
    created_at: row.created_at.toISOString(),
    peer_decided_at: iso(row.peer_decided_at),
    decided_at: iso(row.decided_at),
  }));
}
