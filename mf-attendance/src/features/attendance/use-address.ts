import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { errorMessage, errorStatus, shownQueryState } from 'shared-auth';
import { ADDRESS_REFRESH_DISTANCE_M } from '../../shared/constants';
import { useAttendanceTexts, type AttendanceT } from '../../shared/attendance-texts';
import { useGetGeocodeReverseQuery } from './api';
import { distanceMeters } from 'api-contract/geo-distance';
import type { Coordinates } from './types';

export interface ResolvedAddress {
  /** The full address, or null while none is known (blocks clocking). */
  address: string | null;
  /** What the screen shows: the address, 'Fetching address...' or the spec's address error. */
  text: string;
  state: 'waiting' | 'loading' | 'resolved' | 'failed';
  retry: () => void;
}

function problemText(t: AttendanceT, error: unknown): string {
  return errorMessage(error, t(errorStatus(error) === 404 ? 'messages.addressNotFound' : 'messages.addressError'));
}

/** Resolves the address of the position through the api, again only after a move of more than 25 m. */
export function useAddress(position: Coordinates | null): ResolvedAddress {
  const t = useAttendanceTexts();
  const [anchor, setAnchor] = useState<Coordinates | null>(null);
  if (position && (!anchor || distanceMeters(anchor, position) > ADDRESS_REFRESH_DISTANCE_M)) {
    setAnchor({ latitude: position.latitude, longitude: position.longitude });
  }
  // Past the fetch, `data` is the anchor's own answer (the previous anchor's is kept only while fetching).
  const { data, error, isFetching, refetch } = useGetGeocodeReverseQuery(
    anchor ? { lat: anchor.latitude, lon: anchor.longitude } : skipToken,
    { selectFromResult: shownQueryState },
  );

  const retry = () => void refetch();
  if (!anchor) return { address: null, text: '', state: 'waiting', retry };
  if (isFetching) return { address: null, text: t('messages.fetchingAddress'), state: 'loading', retry };
  if (error) return { address: null, text: problemText(t, error), state: 'failed', retry };
  const address = data?.display_name?.trim() || null;
  return address
    ? { address, text: address, state: 'resolved', retry }
    : { address: null, text: t('messages.unknownLocation'), state: 'failed', retry };
}
