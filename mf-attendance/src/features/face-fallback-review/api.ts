import { enhancedApi } from '../../generated-api';
import type { FallbackPhotoKind } from './types';

export const faceFallbackReviewApi = enhancedApi.injectEndpoints({
  endpoints: (build) => ({
    // Hand-written: a photo is a JPEG, not JSON. It needs the bearer token, so it comes through the api as an
    // object URL, released with the cache entry.
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

export const {
  useGetFaceFallbacksQuery,
  usePostFaceFallbacksByFallbackIdAcceptMutation,
  usePostFaceFallbacksByFallbackIdRejectMutation,
  useFaceFallbackPhotoQuery,
} = faceFallbackReviewApi;
