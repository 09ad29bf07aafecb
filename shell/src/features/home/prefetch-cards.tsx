import { memo, useEffect } from 'react';
import { sharedReadsApi } from 'shared-auth';
import { useGetBrandingQuery } from '../../shared/branding';
import { EVERY_REQUEST } from './pending-leave-card';
import { breachesWeek } from './working-time-card';

const settled = ({ isSuccess, isError }: { isSuccess: boolean; isError: boolean }) => ({
  settled: isSuccess || isError,
});

/**
 * Asks for the cards' reads with the dashboard's figures instead of when the cards mount: they arrive together, and
 * the dashboard draws the cards' lists at once, not skeletons that a second commit replaces (their unmount was a
 * long task on the manager's home). The cards still read and poll through their own subscriptions. Renders nothing,
 * apart from the page: the branding's arrival redraws this alone, the figures' arrivals (the page's) not this.
 */
export const PrefetchCards = memo(function PrefetchCards({ withWorkingTime }: { withWorkingTime: boolean }) {
  const prefetchLeave = sharedReadsApi.usePrefetch('getLeaveRequests');
  const prefetchLeaveTypes = sharedReadsApi.usePrefetch('getLeaveTypeDetails');
  const prefetchBreaches = sharedReadsApi.usePrefetch('getWorkingTimeViolations');
  // The breaches' week is the company's: asked for once the branding brought its zone (or failed), as the card
  // would; reading the zone earlier would also put Intl's first start into the first screen's commit.
  const zoneKnown = useGetBrandingQuery(undefined, { selectFromResult: settled }).settled;
  useEffect(() => {
    prefetchLeave(EVERY_REQUEST);
    prefetchLeaveTypes();
  }, [prefetchLeave, prefetchLeaveTypes]);
  useEffect(() => {
    if (withWorkingTime && zoneKnown) prefetchBreaches(breachesWeek());
  }, [prefetchBreaches, withWorkingTime, zoneKnown]);
  return null;
});
