import { baseApi } from 'shared-auth';
import type { MessageResponse } from '../../shared/types';
import type { Decision } from './types';

export const leaveApprovalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useDecideLeaveRequestMutation } = leaveApprovalApi;
