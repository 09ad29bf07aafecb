export { useDeleteApiTokensByIdMutation, useGetApiTokensQuery, usePostApiTokensMutation } from '../../generated-api';
// Names the creator of each token.
export { useGetEmployeesListQuery } from 'shared-auth';
