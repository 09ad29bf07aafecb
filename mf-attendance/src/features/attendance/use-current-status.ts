import { shownQueryState } from 'shared-auth';
import { useGetCurrentStatusQuery } from './api';

type StatusQueryState = Parameters<typeof shownQueryState>[0] & { fulfilledTimeStamp?: number };

/** What the screen shows of the status, and when it was read: the running hours count on from that time. */
const shownStatus = <State extends StatusQueryState>(state: State) => ({
  ...shownQueryState(state),
  readAt: state.fulfilledTimeStamp,
});

/** Today's status, drawn once on mount: the whole query state changes again as the request starts after mounting. */
export function useCurrentStatus() {
  return useGetCurrentStatusQuery(undefined, { selectFromResult: shownStatus });
}
