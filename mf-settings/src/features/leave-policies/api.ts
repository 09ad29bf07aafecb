import type { MessageResponse } from 'api-contract';
import { baseApi } from 'shared-auth';
import type { DeletePolicyResponse, LeavePolicy, NewLeavePolicy, PolicyFields } from './types';

// Policies change what balances and the request form show: they share the Leave tag.
export const leavePoliciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminLeavePolicies: build.query<LeavePolicy[], void>({
      query: () => 'leave_policies',
      providesTags: ['Leave'],
    }),
    createLeavePolicy: build.mutation<MessageResponse, NewLeavePolicy>({
      query: (body) => ({ url: 'leave_policies', method: 'POST', body }),
      invalidatesTags: ['Leave'],
    }),
    updateLeavePolicy: build.mutation<MessageResponse, { id: number; body: PolicyFields }>({
      query: ({ id, body }) => ({ url: `leave_policies/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Leave'],
    }),
    deleteLeavePolicy: build.mutation<DeletePolicyResponse, number>({
      query: (id) => ({ url: `leave_policies/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Leave'],
    }),
  }),
});

export const {
  useGetAdminLeavePoliciesQuery,
  useCreateLeavePolicyMutation,
  useUpdateLeavePolicyMutation,
  useDeleteLeavePolicyMutation,
} = leavePoliciesApi;
