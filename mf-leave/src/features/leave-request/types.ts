import type { ApiQuery, ApiResponse } from 'api-contract';

export type { LeaveRequestInput, ManagerEmail } from 'api-contract';

export type LeaveRequestPreview = ApiResponse<'/api/leave_request_preview', 'get'>;
export type LeaveRequestPreviewQuery = ApiQuery<'/api/leave_request_preview', 'get'>;
