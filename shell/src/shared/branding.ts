import { useLayoutEffect } from 'react';
import { isTimeZone, setCompanyTimeZone, shownQueryState } from 'shared-auth';
import { enhancedApi } from '../generated-api';

export const brandingApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    getBranding: (endpoint) => {
      // GET /api/branding needs no sign-in: the login page shows the company too.
      endpoint.extraOptions = { anonymous: true };
    },
  },
});

export const { useGetBrandingQuery } = brandingApi;

/**
 * The branding, read without subscribing: for the frame's parts, under the one subscription `useCompanyClock` holds
 * for the frame's life. Each further `useGetBrandingQuery` would add its own subscription at mount (RTK Query's
 * effects and its dispatches) for the same request. Data, error and loading only: the request's start, in that
 * subscription's effect after mounting, draws nothing again.
 */
export function useBranding() {
  return brandingApi.endpoints.getBranding.useQueryState(undefined, { selectFromResult: shownQueryState });
}

/**
 * Puts the company's zone from the branding (fetched first, and already cached after sign-in) into shared-auth,
 * for every formatter of every remote; without one (an older api, a failed call) the browser's zone is used.
 * Components that must redraw when it changes read it with `useCompanyTimeZone`.
 */
export function useCompanyClock(): void {
  const { data } = useGetBrandingQuery(undefined, { selectFromResult: shownQueryState });
  const zone = isTimeZone(data?.time_zone) ? data.time_zone : null;
  useLayoutEffect(() => setCompanyTimeZone(zone), [zone]);
}
