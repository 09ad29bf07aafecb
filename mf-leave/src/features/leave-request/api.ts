export {
  useGetManagerEmailQuery,
  useGetLeaveRequestPreviewQuery,
  usePostLeaveRequestMutation,
} from '../../generated-api';
export { useGetLeaveTypeDetailsQuery } from 'shared-auth';
