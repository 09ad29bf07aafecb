import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/types';
import { canSee, type Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { loadAttendanceSettings } from '../settings';
import { placeShifts, shiftInstants } from '../shifts';
import * as repo from './open-shift-repository';
import { notifyClaimDecided, notifyClaimed, type OfferedShift } from './open-shift-mail';
import { shiftExchangeError, SHIFT_EXCHANGE_MESSAGES as M } from './messages';
import { assertPlaceable } from './placement-check';

type LockedOffer = NonNullable<Awaited<ReturnType<typeof repo.lockOpenShift>>>;

async function lockedOffer(tx: Tx, openShiftId: number): Promise<LockedOffer> {
  const offer = await repo.lockOpenShift(tx, openShiftId);
  if (!offer) throw shiftExchangeError(404, 'shift_exchange.open_shift_not_found');
  return offer;
}

/** Refuses an offer whose shift has started: it can no longer be given to anyone. */
async function assertStillToCome(tx: Tx, offer: LockedOffer, now: Date) {
  const { timeZone } = await loadAttendanceSettings(tx);
  const { startsAt, endsAt } = shiftInstants(offer.shift_date, offer, timeZone);
  if (startsAt <= now) throw shiftExchangeError(409, 'shift_exchange.shift_in_past');
  return { typeName: offer.shift_type_name, date: offer.shift_date, startsAt, endsAt, timeZone };
}

/**
 * A member of the offer's department claims it, if it would break none of the shift rules for them. The claim is a
 * conditional update: of two claims at once one wins, the other finds the offer claimed (409).
 */
export async function claimOpenShift(app: FastifyInstance, claimer: Viewer, openShiftId: number, now = new Date()) {
  const shift = await app.db.transaction().execute(async (tx) => {
    // Read without the row lock: the claim's conditional update is what decides between two claimers.
    const offer = await repo.readOpenShift(tx, openShiftId);
    if (!offer) throw shiftExchangeError(404, 'shift_exchange.open_shift_not_found');
    if (!(await repo.isMemberOf(tx, claimer.id, offer.department_id)))
      throw shiftExchangeError(403, 'shift_exchange.not_in_department');
    const offered = await assertStillToCome(tx, offer, now);
    if (!(await repo.claimIfOpen(tx, openShiftId, claimer.id, now))) {
      const current = await repo.readOpenShift(tx, openShiftId);
      throw shiftExchangeError(409, 'shift_exchange.open_shift_status', {
        status: current?.status ?? 'cancelled',
        action: 'claimed',
      });
    }
    await assertPlaceable(
      tx,
      [{ employeeId: claimer.id, shiftDate: offer.shift_date, shiftTypeId: offer.shift_type_id }],
      { status: 'published', actorId: claimer.id },
    );
    await app.audit.record(tx, {
      actorId: claimer.id,
      action: AUDIT_ACTIONS.openShiftClaimed,
      details: { open_shift_id: openShiftId, shift_date: offer.shift_date, shift_type_id: offer.shift_type_id },
    });
    return offered;
  });
  await notifyClaimed(app, claimer.id, shift);
  return M.openShiftClaimed;
}

/** Whether the viewer manages the offer's department: an admin any, a manager those of their team. */
async function assertManagesOffer(tx: Tx, viewer: Viewer, offer: LockedOffer) {
  if (!(await repo.isDepartmentInScope(tx, viewer.visibility, offer.department_id)))
    throw shiftExchangeError(404, 'shift_exchange.open_shift_not_found');
}

/**
 * The claimer's manager (or an admin) approves: the shift becomes the claimer's published assignment if the rules
 * hold now; or rejects: the offer is open again.
 */
export async function decideClaim(
  app: FastifyInstance,
  decider: Viewer,
  openShiftId: number,
  decision: 'approve' | 'reject',
  now = new Date(),
) {
  const outcome = await app.db.transaction().execute(async (tx) => {
    const offer = await lockedOffer(tx, openShiftId);
    await assertManagesOffer(tx, decider, offer);
    const action = decision === 'approve' ? 'approved' : 'rejected';
    if (offer.status !== 'claimed' || offer.claimed_by === null)
      throw shiftExchangeError(409, 'shift_exchange.open_shift_status', { status: offer.status, action });
    const claimerId = offer.claimed_by;
    if (claimerId === decider.id) throw shiftExchangeError(403, 'shift_exchange.own_claim');
    if (!canSee(decider.visibility, { employee_id: claimerId, report_to: offer.claimer_report_to }))
      throw shiftExchangeError(403, 'shift_exchange.not_claimer_manager');
    const shift = await assertStillToCome(tx, offer, now);
    const base = { open_shift_id: openShiftId, claimed_by: claimerId, shift_date: offer.shift_date };
    if (decision === 'reject') {
      await repo.saveOpenShiftDecision(tx, openShiftId, { status: 'open', deciderId: decider.id, at: now });
      await app.audit.record(tx, { actorId: decider.id, action: AUDIT_ACTIONS.openShiftRejected, details: base });
      return { claimerId, shift, approved: false };
    }
    const [assignmentId] = await placeShifts(
      tx,
      [{ employeeId: claimerId, shiftDate: offer.shift_date, shiftTypeId: offer.shift_type_id }],
      { status: 'published', actorId: decider.id },
    );
    await repo.saveOpenShiftDecision(tx, openShiftId, {
      status: 'filled',
      assignmentId: assignmentId!,
      deciderId: decider.id,
      at: now,
    });
    await app.audit.record(tx, {
      actorId: decider.id,
      action: AUDIT_ACTIONS.openShiftApproved,
      details: { ...base, assignment_id: assignmentId },
    });
    return { claimerId, shift, approved: true };
  });
  await notifyClaimDecided(app, outcome.claimerId, outcome.shift, outcome.approved ? 'approved' : 'rejected');
  return outcome.approved ? M.openShiftApproved : M.openShiftRejected;
}

/** Withdraws an offer that is open or claimed; a claimer is told. */
export async function cancelOpenShift(app: FastifyInstance, viewer: Viewer, openShiftId: number, now = new Date()) {
  const outcome = await app.db.transaction().execute(async (tx) => {
    const offer = await lockedOffer(tx, openShiftId);
    await assertManagesOffer(tx, viewer, offer);
    if (offer.status !== 'open' && offer.status !== 'claimed')
      throw shiftExchangeError(409, 'shift_exchange.open_shift_status', { status: offer.status, action: 'cancelled' });
    await repo.saveOpenShiftDecision(tx, openShiftId, { status: 'cancelled', deciderId: viewer.id, at: now });
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: AUDIT_ACTIONS.openShiftCancelled,
      details: { open_shift_id: openShiftId, claimed_by: offer.claimed_by, shift_date: offer.shift_date },
    });
    const { timeZone } = await loadAttendanceSettings(tx);
    const shift: OfferedShift = {
      typeName: offer.shift_type_name,
      date: offer.shift_date,
      ...shiftInstants(offer.shift_date, offer, timeZone),
      timeZone,
    };
    return { claimerId: offer.claimed_by, shift };
  });
  if (outcome.claimerId !== null) await notifyClaimDecided(app, outcome.claimerId, outcome.shift, 'cancelled');
  return M.openShiftCancelled;
}
