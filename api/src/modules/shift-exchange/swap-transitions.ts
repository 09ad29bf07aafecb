import type { SwapStatus } from '../../db/types';
import { SHIFT_EXCHANGE_MESSAGES as M } from './messages';

/** Who takes a step: the colleague asked, a manager of both people (or an admin), or the one who asked. */
export type SwapActor = 'target' | 'manager' | 'requester';
export type SwapAction = 'accept' | 'decline' | 'approve' | 'reject' | 'cancel';
/** What the people concerned are told happened. */
export type SwapStep = 'requested' | 'accepted' | 'declined' | 'approved' | 'rejected' | 'cancelled';

/** The status machine: pending peer -> pending manager -> approved; declined, rejected, cancelled end it. */
export const SWAP_TRANSITIONS: Record<
  SwapAction,
  { from: readonly SwapStatus[]; to: SwapStatus; actor: SwapActor; done: Exclude<SwapStep, 'requested'>; message: string }
> = {
  accept: { from: ['pending peer'], to: 'pending manager', actor: 'target', done: 'accepted', message: M.swapAccepted },
  decline: { from: ['pending peer'], to: 'declined', actor: 'target', done: 'declined', message: M.swapDeclined },
  approve: { from: ['pending manager'], to: 'approved', actor: 'manager', done: 'approved', message: M.swapApproved },
  reject: { from: ['pending manager'], to: 'rejected', actor: 'manager', done: 'rejected', message: M.swapRejected },
  cancel: {
    from: ['pending peer', 'pending manager'],
    to: 'cancelled',
    actor: 'requester',
    done: 'cancelled',
    message: M.swapCancelled,
  },
};

export const SWAP_ACTIONS = Object.keys(SWAP_TRANSITIONS) as SwapAction[];
