import type { ApiRequestBody, ApiResponse } from 'api-contract';

export type LeavePolicy = ApiResponse<'/api/leave_policies', 'get'>[number];
export type NewLeavePolicy = ApiRequestBody<'/api/leave_policies', 'post'>;
export type PolicyFields = ApiRequestBody<'/api/leave_policies/{id}', 'put'>;
export type DeletePolicyResponse = ApiResponse<'/api/leave_policies/{id}', 'delete'>;
