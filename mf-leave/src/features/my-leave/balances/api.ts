import type { ApiResponse } from 'api-contract';

export { useGetLeaveBalancesQuery, useGetLeaveLedgerQuery } from 'shared-auth';

export type LeaveBalance = ApiResponse<'/api/leave_balances', 'get'>[number];
export type LedgerLine = ApiResponse<'/api/leave_ledger', 'get'>[number];
