export {
  useGetLeaveRequestByRequestIdApprovalContextQuery,
  usePostLeaveRequestByRequestIdApproveMutation,
  usePostLeaveRequestByRequestIdRejectMutation,
} from '../../generated-api';
