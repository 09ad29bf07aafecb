import { enhancedApi } from '../../generated-api';

// Policies change what balances and the request form show: they share the Leave tag.
export const leavePoliciesApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getLeavePolicies: (endpoint) => {
      endpoint.providesTags = ['Leave'];
    },
    postLeavePolicies: (endpoint) => {
      endpoint.invalidatesTags = ['Leave'];
    },
    putLeavePoliciesById: (endpoint) => {
      endpoint.invalidatesTags = ['Leave'];
    },
    deleteLeavePoliciesById: (endpoint) => {
      endpoint.invalidatesTags = ['Leave'];
    },
  },
});

export const {
  useGetLeavePoliciesQuery,
  usePostLeavePoliciesMutation,
  usePutLeavePoliciesByIdMutation,
  useDeleteLeavePoliciesByIdMutation,
} = leavePoliciesApi;
