import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/types';
import { canSee, type Viewer } from '../../plugins/visibility';
import { AUDIT_ACTIONS } from '../audit';
import { placeShifts } from '../shifts';
import { shiftExchangeError } from './messages';
import { notifySwapStep } from './swap-mail';
import * as repo from './swap-repository';
import { SWAP_TRANSITIONS, type SwapAction } from './swap-transitions';

const AUDITED = {
  accept: AUDIT_ACTIONS.shiftSwapAccepted,
  decline: AUDIT_ACTIONS.shiftSwapDeclined,
  approve: AUDIT_ACTIONS.shiftSwapApproved,
  reject: AUDIT_ACTIONS.shiftSwapRejected,
  cancel: AUDIT_ACTIONS.shiftSwapCancelled,
} as const;

const requesterOf = (swap: repo.LockedSwap) => ({ employee_id: swap.requester_id, report_to: swap.requester_report_to });
const targetOf = (swap: repo.LockedSwap) => ({ employee_id: swap.target_id, report_to: swap.target_report_to });

/** Refuses a caller who may not take this step; someone with no part in the request does not learn it exists. */
function assertActor(viewer: Viewer, swap: repo.LockedSwap, action: SwapAction) {
  const isParty = viewer.id === swap.requester_id || viewer.id === swap.target_id;
  const managesBoth = canSee(viewer.visibility, requesterOf(swap)) && canSee(viewer.visibility, targetOf(swap));
  if (!isParty && !managesBoth) throw shiftExchangeError(404, 'shift_exchange.swap_not_found');
  const { actor } = SWAP_TRANSITIONS[action];
  if (actor === 'target' && viewer.id !== swap.target_id) throw shiftExchangeError(403, 'shift_exchange.not_swap_target');
  if (actor === 'requester' && viewer.id !== swap.requester_id)
    throw shiftExchangeError(403, 'shift_exchange.not_swap_requester');
  if (actor === 'manager') {
    if (isParty) throw shiftExchangeError(403, 'shift_exchange.own_swap');
    if (viewer.role === 'employee' || !managesBoth) throw shiftExchangeError(403, 'shift_exchange.not_manager_of_both');
  }
}

function assertStatus(swap: repo.LockedSwap, action: SwapAction) {
  const { from, done } = SWAP_TRANSITIONS[action];
  if (!from.includes(swap.status))
    throw shiftExchangeError(409, 'shift_exchange.swap_status', { status: swap.status, expected: from.join(' or '), action: done });
}

const sameInstant = (a: Date | null, b: Date | null) => a?.getTime() === b?.getTime();

/** Both shifts must still be what was asked for (same person, day, type and times, published) and still to come. */
async function assertShiftsUnchanged(tx: Tx, swap: repo.LockedSwap, now: Date) {
  const sides = [
    { id: swap.requester_assignment_id, owner: swap.requester_id, date: swap.requester_shift_date, type: swap.requester_shift_type_id, startsAt: swap.requester_starts_at, endsAt: swap.requester_ends_at },
  ];
  if (swap.target_shift_date !== null)
    sides.push({ id: swap.target_assignment_id, owner: swap.target_id, date: swap.target_shift_date, type: swap.target_shift_type_id!, startsAt: swap.target_starts_at!, endsAt: swap.target_ends_at! });
  for (const side of sides) {
    const current = side.id === null ? undefined : await repo.assignmentOf(tx, side.id);
    const unchanged =
      current !== undefined &&
      current.employee_id === side.owner &&
      current.shift_date === side.date &&
      current.shift_type_id === side.type &&
      current.status === 'published' &&
      sameInstant(current.starts_at, side.startsAt) &&
      sameInstant(current.ends_at, side.endsAt);
    if (!unchanged) throw shiftExchangeError(409, 'shift_exchange.shift_changed');
    if (side.startsAt <= now) throw shiftExchangeError(409, 'shift_exchange.shift_in_past');
  }
}

/** Gives each person the other's shift, as published assignments, if rest and overlap hold for the result. */
async function exchangeShifts(tx: Tx, swap: repo.LockedSwap, deciderId: number) {
  const placements = [
    { employeeId: swap.target_id, shiftDate: swap.requester_shift_date, shiftTypeId: swap.requester_shift_type_id },
  ];
  if (swap.target_shift_date !== null && swap.target_shift_type_id !== null)
    placements.push({ employeeId: swap.requester_id, shiftDate: swap.target_shift_date, shiftTypeId: swap.target_shift_type_id });
  const replacing = [swap.requester_assignment_id, swap.target_assignment_id].filter((id): id is number => id !== null);
  return placeShifts(tx, placements, { status: 'published', actorId: deciderId, replacing });
}

/** Takes one step of the status machine (swap-transitions.ts) on a request, under its row lock. */
export async function stepSwap(
  app: FastifyInstance,
  viewer: Viewer,
  swapId: number,
  action: SwapAction,
  comment?: string | null,
  now = new Date(),
): Promise<string> {
  const transition = SWAP_TRANSITIONS[action];
  await app.db.transaction().execute(async (tx) => {
    const swap = await repo.lockSwap(tx, swapId);
    if (!swap) throw shiftExchangeError(404, 'shift_exchange.swap_not_found');
    assertActor(viewer, swap, action);
    assertStatus(swap, action);
    if (action === 'accept' || action === 'approve') await assertShiftsUnchanged(tx, swap, now);
    const assignmentIds = action === 'approve' ? await exchangeShifts(tx, swap, viewer.id) : undefined;
    const note = transition.actor === 'manager' ? comment?.trim() || null : undefined;
    await repo.saveSwapStep(tx, swapId, {
      status: transition.to,
      at: now,
      ...(transition.actor === 'manager' ? { deciderId: viewer.id, comment: note } : {}),
    });
    await app.audit.record(tx, {
      actorId: viewer.id,
      action: AUDITED[action],
      details: {
        swap_id: swapId,
        requester_id: swap.requester_id,
        target_id: swap.target_id,
        status: transition.to,
        ...(note !== undefined ? { comment: note } : {}),
        ...(assignmentIds ? { assignment_ids: assignmentIds } : {}),
      },
    });
  });
  await notifySwapStep(app, swapId, transition.done);
  return transition.message;
}
