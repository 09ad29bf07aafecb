import { useLayoutEffect, useState } from 'react';
import { isTimeZone, setCompanyTimeZone, useCompanyTimeZoneSetting } from 'shared-auth';
import { useGetBrandingQuery } from './api';

/**
 * Puts the company's zone from the branding into shared-auth, for every formatter of every remote. True once the
 * pages may render: the branding has answered (or failed: the browser's zone then) and its zone is in place, so no
 * page shows a time on the wrong clock first. Later changes reach the components that use `useCompanyTimeZone`.
 */
export function useCompanyClock(): boolean {
  const { data, isLoading } = useGetBrandingQuery();
  const zone = isTimeZone(data?.time_zone) ? data.time_zone : null;
  const applied = useCompanyTimeZoneSetting();
  useLayoutEffect(() => setCompanyTimeZone(zone), [zone]);
  const settled = !isLoading && applied === zone;
  const [wasSettled, setWasSettled] = useState(false);
  if (settled && !wasSettled) setWasSettled(true);
  return settled || wasSettled;
}
