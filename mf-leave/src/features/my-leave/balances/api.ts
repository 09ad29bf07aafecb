import { enhancedApi } from '../../../generated-api';

// Tagged Leave: a request sent or decided changes both.
export const leaveBalancesApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getLeaveBalances: { providesTags: ['Leave'] },
    getLeaveLedger: { providesTags: ['Leave'] },
  },
});

export const { useGetLeaveBalancesQuery, useGetLeaveLedgerQuery } = leaveBalancesApi;
