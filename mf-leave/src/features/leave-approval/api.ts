import { enhancedApi } from '../../generated-api';

// The home dashboard lists pending requests too.
const DECIDED = { invalidatesTags: ['Leave', 'Dashboard'] } as const;

export const leaveApprovalApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    // Tagged Leave: another decision changes the balance and who else is off.
    getLeaveRequestByRequestIdApprovalContext: { providesTags: ['Leave'] },
    postLeaveRequestByRequestIdApprove: DECIDED,
    postLeaveRequestByRequestIdReject: DECIDED,
  },
});

export const {
  useGetLeaveRequestByRequestIdApprovalContextQuery,
  usePostLeaveRequestByRequestIdApproveMutation,
  usePostLeaveRequestByRequestIdRejectMutation,
} = leaveApprovalApi;
