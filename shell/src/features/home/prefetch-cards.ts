import { useEffect } from 'react';
import { sharedReadsApi } from 'shared-auth';
import { EVERY_REQUEST } from './pending-leave-card';
import { breachesWeek } from './working-time-card';

/**
 * Asks for the cards' reads with the dashboard's figures instead of when the cards mount: they arrive together, and
 * the dashboard draws the cards' lists at once, not a skeleton that a second commit replaces (the skeleton's
 * unmount was a long task on the manager's home). The cards still read and poll through their own subscriptions.
 */
export function usePrefetchCards(withWorkingTime: boolean): void {
  const prefetchLeave = sharedReadsApi.usePrefetch('getLeaveRequests');
  const prefetchLeaveTypes = sharedReadsApi.usePrefetch('getLeaveTypeDetails');
  const prefetchBreaches = sharedReadsApi.usePrefetch('getWorkingTimeViolations');
  useEffect(() => {
    prefetchLeave(EVERY_REQUEST);
    prefetchLeaveTypes();
    if (withWorkingTime) prefetchBreaches(breachesWeek());
  }, [prefetchLeave, prefetchLeaveTypes, prefetchBreaches, withWorkingTime]);
}
