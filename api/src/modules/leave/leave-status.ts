import type { LeaveStatus, Role } from '../../db/types';
import { canSee, type Visibility } from '../../plugins/visibility';
import type { AppError } from '../../lib/app-error';
import { authError } from '../auth';
import { leaveError } from './messages';

export type Decision = 'approve' | 'reject';
export type PendingStatus = Extract<LeaveStatus, 'pending manager' | 'pending admin'>;
/** The statuses a decision can lead to. */
export type DecidedStatus = Exclude<LeaveStatus, 'pending manager'>;
/** The two decision stages; each is named by the role that decides at it and has its own comment column. */
export type Stage = 'manager' | 'admin';
/**
 * How the decider stands to the requester: themselves, someone the visibility policy shows them, someone whose
 * request waits for them as the stand-in of an absent manager (migration 036), or none of these.
 */
export type Relation = 'self' | 'visible' | 'acting' | 'hidden';

export type Transition =
  { ok: true; from: LeaveStatus; to: DecidedStatus; stage: Stage } | { ok: false; error: AppError };

// Manager approval passes the request on to an admin; an admin's decision is final.
const TRANSITIONS: Record<Stage, Partial<Record<LeaveStatus, Record<Decision, DecidedStatus>>>> = {
  manager: { 'pending manager': { approve: 'pending admin', reject: 'rejected' } },
  admin: {
    'pending manager': { approve: 'approved', reject: 'rejected' },
    'pending admin': { approve: 'approved', reject: 'rejected' },
  },
};

/** A request starts with the requester's manager, or with the admins when there is none. */
export function initialStatus(hasManager: boolean): PendingStatus {
  return hasManager ? 'pending manager' : 'pending admin';
}

export function relationOf(
  decider: { id: number; visibility: Visibility },
  requester: { employee_id: number; report_to: number | null; acting_approver: number | null },
): Relation {
  if (requester.employee_id === decider.id) return 'self';
  if (canSee(decider.visibility, requester)) return 'visible';
  return requester.acting_approver === decider.id ? 'acting' : 'hidden';
}

/** The status a decision leads to and the stage it is recorded at, or why it is refused. */
export function nextStatus(role: Role, relation: Relation, status: LeaveStatus, decision: Decision): Transition {
  if (role === 'employee') return { ok: false, error: authError(403, 'auth.forbidden') };
  if (relation === 'self') return { ok: false, error: leaveError(403, 'leave.own_request') };
  // A manager must not learn that requests of other teams exist.
  if (relation === 'hidden') return { ok: false, error: leaveError(404, 'leave.not_found') };
  const to = TRANSITIONS[role][status]?.[decision];
  if (to) return { ok: true, from: status, to, stage: role };
  return {
    ok: false,
    error:
      status === 'pending admin'
        ? leaveError(409, 'leave.awaiting_admin')
        : leaveError(409, 'leave.already_decided', { status }),
  };
}
