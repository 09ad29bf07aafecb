import { baseApi } from 'shared-auth';
import type { MessageResponse } from '../../shared/types';
import type { ApprovalContext, Decision } from './types';

export const leaveApprovalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Tagged Leave: another decision changes the balance and who else is off.
    getApprovalContext: build.query<ApprovalContext, number>({
      query: (requestId) => `leave_request/${requestId}/approval_context`,
      providesTags: ['Leave'],
    }),
    decideLeaveRequest: build.mutation<
      MessageResponse | null,
      { requestId: number; decision: Decision; comment?: string }
    >({
      query: ({ requestId, decision, comment }) => ({
        url: `leave_request/${requestId}/${decision}`,
        method: 'POST',
        body: comment ? { comment } : {},
      }),
      // The home dashboard lists pending requests too.
      invalidatesTags: ['Leave', 'Dashboard'],
    }),
  }),
});

export const { useDecideLeaveRequestMutation, useGetApprovalContextQuery } = leaveApprovalApi;
