export {
  useGetLeavePoliciesQuery,
  usePostLeavePoliciesMutation,
  usePutLeavePoliciesByIdMutation,
  useDeleteLeavePoliciesByIdMutation,
} from '../../generated-api';
