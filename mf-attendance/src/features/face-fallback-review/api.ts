import { baseApi } from 'shared-auth';
import type {
  FaceFallback,
  FaceFallbacksQuery,
  FallbackDecision,
  FallbackDecisionInput,
  FallbackPhotoKind,
} from './types';

export const faceFallbackReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    faceFallbacks: build.query<FaceFallback[], FaceFallbacksQuery>({
      query: (params) => ({ url: 'face_fallbacks', params }),
      providesTags: ['FaceFallbacks'],
    }),
    decideFaceFallback: build.mutation<
      { message: string },
      { id: number; decision: FallbackDecision } & FallbackDecisionInput
    >({
      query: ({ id, decision, ...body }) => ({ url: `face_fallbacks/${id}/${decision}`, method: 'POST', body }),
      // A decision changes the record's marker in the logs and the report's counts too.
      invalidatesTags: (_result, error) => (error ? [] : ['FaceFallbacks', 'Attendance', 'Dashboard', 'Reports']),
    }),
    // The photos need the bearer token, so they come through the api as object URLs, released with the cache entry.
    faceFallbackPhoto: build.query<string, { id: number; kind: FallbackPhotoKind }>({
      query: ({ id, kind }) => ({
        url: `face_fallbacks/${id}/${kind}`,
        responseHandler: async (response) => URL.createObjectURL(await response.blob()),
      }),
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved }) {
        const { data } = await cacheDataLoaded.catch(() => ({ data: null }));
        await cacheEntryRemoved;
        if (data) URL.revokeObjectURL(data);
      },
    }),
  }),
});

export const { useFaceFallbacksQuery, useDecideFaceFallbackMutation, useFaceFallbackPhotoQuery } =
  faceFallbackReviewApi;
