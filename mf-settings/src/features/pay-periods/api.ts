export {
  useGetPayPeriodsQuery,
  useGetPayPeriodsByIdQuery,
  usePostPayPeriodsMutation,
  usePostPayPeriodsByIdApproveMutation,
  usePostPayPeriodsByIdLockMutation,
  usePostPayPeriodsByIdUnlockMutation,
} from '../../generated-api';
