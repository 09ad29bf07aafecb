import type { ApiRequestBody, ApiResponse } from 'api-contract';

export type LeavePolicy = ApiResponse<'/api/leave_policies', 'get'>[number];
export type PolicyFields = ApiRequestBody<'/api/leave_policies/{id}', 'put'>;
