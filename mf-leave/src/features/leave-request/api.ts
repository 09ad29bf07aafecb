import { baseApi } from 'shared-auth';
import type { MessageResponse } from '../../shared/types';
import type { LeaveRequestInput, ManagerEmail } from './types';

export const leaveRequestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getManagerEmail: build.query<ManagerEmail, void>({ query: () => 'manager_email' }),
    requestLeave: build.mutation<MessageResponse | null, LeaveRequestInput>({
      query: (body) => ({ url: 'leave_request', method: 'POST', body }),
      // The home dashboard lists pending requests too.
      invalidatesTags: ['Leave', 'Dashboard'],
    }),
  }),
});

export const { useGetManagerEmailQuery, useRequestLeaveMutation } = leaveRequestApi;
