import { enhancedApi } from '../../generated-api';

export const leaveRequestApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    // Tagged Leave: a request sent or decided changes the balance it reads.
    getLeaveRequestPreview: { providesTags: ['Leave'] },
    // The home dashboard lists pending requests too.
    postLeaveRequest: { invalidatesTags: ['Leave', 'Dashboard'] },
  },
});

export const { useGetManagerEmailQuery, useGetLeaveRequestPreviewQuery, usePostLeaveRequestMutation } = leaveRequestApi;
