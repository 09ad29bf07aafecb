import type { ApiResponse } from 'api-contract';

export type LeaveBalance = ApiResponse<'/api/leave_balances', 'get'>[number];
export type LedgerLine = ApiResponse<'/api/leave_ledger', 'get'>[number];
