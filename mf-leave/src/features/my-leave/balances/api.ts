import { baseApi } from 'shared-auth';
import type { BalanceQuery, LeaveBalance, LedgerLine } from './types';

// Tagged Leave: a request sent or decided changes both.
export const leaveBalancesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLeaveBalances: build.query<LeaveBalance[], BalanceQuery>({
      query: (params) => ({ url: 'leave_balances', params }),
      providesTags: ['Leave'],
    }),
    getLeaveLedger: build.query<LedgerLine[], BalanceQuery>({
      query: (params) => ({ url: 'leave_ledger', params }),
      providesTags: ['Leave'],
    }),
  }),
});

export const { useGetLeaveBalancesQuery, useGetLeaveLedgerQuery } = leaveBalancesApi;
