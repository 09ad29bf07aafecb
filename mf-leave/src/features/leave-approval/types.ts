import type { LeaveRequest } from 'api-contract';

export type Decision = 'approve' | 'reject';

/** The request and the decision the viewer chose; the modal asks for the optional comment. */
export interface PendingDecision {
  request: LeaveRequest;
  decision: Decision;
}
