export { usePostLeaveBalanceAdjustmentsMutation, usePostLeaveCarryOverMutation } from '../../generated-api';
// The admin screen's reads of the routes mf-leave also reads for the signed-in user.
export { useGetEmployeesListQuery, useGetLeaveBalancesQuery, useGetLeaveLedgerQuery } from 'shared-auth';
