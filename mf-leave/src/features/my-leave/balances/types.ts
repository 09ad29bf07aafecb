import type { ApiQuery, ApiResponse } from 'api-contract';

export type LeaveBalance = ApiResponse<'/api/leave_balances', 'get'>[number];
export type LedgerLine = ApiResponse<'/api/leave_ledger', 'get'>[number];
export type BalanceQuery = ApiQuery<'/api/leave_balances', 'get'>;
