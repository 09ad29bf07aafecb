export {
  usePostPayPeriodsMutation,
  usePostPayPeriodsByIdLockMutation,
  usePostPayPeriodsByIdUnlockMutation,
} from '../../generated-api';
// Shared reads and the approval: mf-attendance's sign-off section uses them too.
export { useGetPayPeriodsQuery, useGetPayPeriodsByIdQuery, usePostPayPeriodsByIdApproveMutation } from 'shared-auth';
