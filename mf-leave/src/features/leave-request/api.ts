import { baseApi } from 'shared-auth';
import type { MessageResponse } from '../../shared/types';
import type { LeaveRequestInput, LeaveRequestPreview, LeaveRequestPreviewQuery, ManagerEmail } from './types';

export const leaveRequestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getManagerEmail: build.query<ManagerEmail, void>({ query: () => 'manager_email' }),
    // Tagged Leave: a request sent or decided changes the balance it reads.
    previewLeaveRequest: build.query<LeaveRequestPreview, LeaveRequestPreviewQuery>({
      query: (params) => ({ url: 'leave_request_preview', params }),
      providesTags: ['Leave'],
    }),
    requestLeave: build.mutation<MessageResponse | null, LeaveRequestInput>({
      query: (body) => ({ url: 'leave_request', method: 'POST', body }),
      // The home dashboard lists pending requests too.
      invalidatesTags: ['Leave', 'Dashboard'],
    }),
  }),
});

export const { useGetManagerEmailQuery, usePreviewLeaveRequestQuery, useRequestLeaveMutation } = leaveRequestApi;
