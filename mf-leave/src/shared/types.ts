import type { GetLeaveRequestsApiArg } from '../generated-api';

export type { LeaveRequest, LeaveTypeDetail } from 'api-contract';
export type { Notice } from 'shared-auth/ui';

/** Optional filter of GET /api/leave_requests: requests sharing at least one day with it. */
export type DateRange = GetLeaveRequestsApiArg;
