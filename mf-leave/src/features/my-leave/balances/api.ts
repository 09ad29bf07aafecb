import type { ApiResponse } from 'api-contract';
import { enhancedApi } from '../../../generated-api';

// Tagged Leave: a request sent or decided changes both.
export const leaveBalancesApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getLeaveBalances: { providesTags: ['Leave'] },
    getLeaveLedger: { providesTags: ['Leave'] },
  },
});

export const { useGetLeaveBalancesQuery, useGetLeaveLedgerQuery } = leaveBalancesApi;

export type LeaveBalance = ApiResponse<'/api/leave_balances', 'get'>[number];
export type LedgerLine = ApiResponse<'/api/leave_ledger', 'get'>[number];
