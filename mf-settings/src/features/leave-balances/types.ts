import type { ApiQuery, ApiRequestBody, ApiResponse } from 'api-contract';

export type { EmployeeSummary } from 'api-contract';
export type LeaveBalance = ApiResponse<'/api/leave_balances', 'get'>[number];
export type LedgerLine = ApiResponse<'/api/leave_ledger', 'get'>[number];
export type EmployeeYear = Required<ApiQuery<'/api/leave_balances', 'get'>>;
export type AdjustmentInput = ApiRequestBody<'/api/leave_balance_adjustments', 'post'>;
export type CarryOverResult = ApiResponse<'/api/leave_carry_over', 'post'>;
