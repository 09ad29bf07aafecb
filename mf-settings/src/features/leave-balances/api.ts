import type { MessageResponse } from 'api-contract';
import { baseApi } from 'shared-auth';
import type {
  AdjustmentInput,
  CarryOverResult,
  EmployeeSummary,
  EmployeeYear,
  LeaveBalance,
  LedgerLine,
} from './types';

// Named for this admin screen: mf-leave reads the same routes for the signed-in user under its own names.
export const adminBalancesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminBalanceEmployees: build.query<EmployeeSummary[], void>({
      query: () => 'employees_list',
      providesTags: ['Employees'],
    }),
    adminLeaveBalances: build.query<LeaveBalance[], EmployeeYear>({
      query: (params) => ({ url: 'leave_balances', params }),
      providesTags: ['Leave'],
    }),
    adminLeaveLedger: build.query<LedgerLine[], EmployeeYear>({
      query: (params) => ({ url: 'leave_ledger', params }),
      providesTags: ['Leave'],
    }),
    adjustLeaveBalance: build.mutation<MessageResponse, AdjustmentInput>({
      query: (body) => ({ url: 'leave_balance_adjustments', method: 'POST', body }),
      invalidatesTags: ['Leave'],
    }),
    carryOverLeave: build.mutation<CarryOverResult, number>({
      query: (year) => ({ url: 'leave_carry_over', method: 'POST', body: { year } }),
      invalidatesTags: ['Leave'],
    }),
  }),
});

export const {
  useAdminBalanceEmployeesQuery,
  useAdminLeaveBalancesQuery,
  useAdminLeaveLedgerQuery,
  useAdjustLeaveBalanceMutation,
  useCarryOverLeaveMutation,
} = adminBalancesApi;
