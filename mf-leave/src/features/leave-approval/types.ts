import type { ApiResponse } from 'api-contract';
import type { LeaveRequest } from '../../shared/types';

export type Decision = 'approve' | 'reject';

/** The request and the decision the viewer chose; the modal asks for the optional comment. */
export interface PendingDecision {
  request: LeaveRequest;
  decision: Decision;
}

export type ApprovalContext = ApiResponse<'/api/leave_request/{request_id}/approval_context', 'get'>;
export type ColleagueOff = ApprovalContext['others_off'][number];
