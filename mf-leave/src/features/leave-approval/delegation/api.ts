import type { ApiResponse } from 'api-contract';

export {
  useDeleteMeDelegationByIdMutation,
  useGetMeDelegationCandidatesQuery,
  useGetMeDelegationQuery,
  usePostMeDelegationMutation,
} from '../../../generated-api';

export type Delegation = ApiResponse<'/api/me/delegation', 'get'>[number];
