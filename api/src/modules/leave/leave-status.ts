import type { LeaveStatus, Role } from '../../db/types';
import { AUTH_MESSAGES } from '../auth/messages';
import { LEAVE_MESSAGES as M } from './messages';

export type Decision = 'approve' | 'reject';
export type PendingStatus = Extract<LeaveStatus, 'pending manager' | 'pending admin'>;
/** The statuses a decision can lead to. */
export type DecidedStatus = Exclude<LeaveStatus, 'pending manager'>;
/** The two decision stages; each is named by the role that decides at it and has its own comment column. */
export type Stage = 'manager' | 'admin';
/** How the decider stands to the requester (by `report_to`). */
export type Relation = 'self' | 'direct report' | 'other';

export type Transition =
  | { ok: true; from: LeaveStatus; to: DecidedStatus; stage: Stage }
  | { ok: false; status: 403 | 404 | 409; message: string };

// ARCHITECTURE.md section 5: manager approval passes the request on to an admin; an admin's decision is final.
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

export function relationOf(deciderId: number, requester: { employee_id: number; report_to: number | null }): Relation {
  if (requester.employee_id === deciderId) return 'self';
  return requester.report_to === deciderId ? 'direct report' : 'other';
}

/** The status a decision leads to and the stage it is recorded at, or why it is refused. */
export function nextStatus(role: Role, relation: Relation, status: LeaveStatus, decision: Decision): Transition {
  if (role === 'employee') return { ok: false, status: 403, message: AUTH_MESSAGES.forbidden };
  if (relation === 'self') return { ok: false, status: 403, message: M.ownRequest };
  // A manager must not learn that requests of other teams exist.
  if (role === 'manager' && relation === 'other') return { ok: false, status: 404, message: M.notFound };
  const to = TRANSITIONS[role][status]?.[decision];
  if (to) return { ok: true, from: status, to, stage: role };
  return { ok: false, status: 409, message: status === 'pending admin' ? M.awaitingAdmin : M.alreadyDecided(status) };
}
