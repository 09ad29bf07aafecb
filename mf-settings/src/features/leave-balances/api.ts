import { enhancedApi } from '../../generated-api';

// The admin screen's reads of the routes mf-leave also reads for the signed-in user: the same tags there.
export const adminBalancesApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getEmployeesList: (endpoint) => {
      endpoint.providesTags = ['Employees'];
    },
    getLeaveBalances: (endpoint) => {
      endpoint.providesTags = ['Leave'];
    },
    getLeaveLedger: (endpoint) => {
      endpoint.providesTags = ['Leave'];
    },
    postLeaveBalanceAdjustments: (endpoint) => {
      endpoint.invalidatesTags = ['Leave'];
    },
    postLeaveCarryOver: (endpoint) => {
      endpoint.invalidatesTags = ['Leave'];
    },
  },
});

export const {
  useGetEmployeesListQuery,
  useGetLeaveBalancesQuery,
  useGetLeaveLedgerQuery,
  usePostLeaveBalanceAdjustmentsMutation,
  usePostLeaveCarryOverMutation,
} = adminBalancesApi;
