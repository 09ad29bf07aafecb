import type { LeaveRequestsQuery } from 'api-contract';

export type { LeaveRequest, LeaveTypeDetail, MessageResponse } from 'api-contract';
export type { Notice } from 'shared-auth/ui';

/** Optional filter of GET /api/leave_requests: requests sharing at least one day with it. */
export type DateRange = LeaveRequestsQuery;
