import { useState } from 'react';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import {
  usePostClockInMutation,
  usePostClockInWithoutFaceCheckMutation,
  usePostClockOutMutation,
  usePostClockOutWithoutFaceCheckMutation,
} from './api';
import { clockErrorText } from './clock-errors';
import type { ClockAction, Coordinates } from './types';

const DONE = { clock_in: 'texts.clockedInDone', clock_out: 'texts.clockedOutDone' } as const;

/** After a verified face (or without one, for review): sends the clock call with the coordinates and keeps the messages of the flow. */
export function useClockFlow() {
  const t = useAttendanceTexts();
  const [clockIn, clockingIn] = usePostClockInMutation();
  const [clockOut, clockingOut] = usePostClockOutMutation();
  const [clockInForReview, clockingInForReview] = usePostClockInWithoutFaceCheckMutation();
  const [clockOutForReview, clockingOutForReview] = usePostClockOutWithoutFaceCheckMutation();
  const [notices, setNotices] = useState<string[]>([]);

  const clock = async (action: ClockAction, where: Coordinates | null, verifiedMessage: string) => {
    if (!where) {
      setNotices([verifiedMessage, t('messages.noCoordinates')]);
      return;
    }
    setNotices([verifiedMessage]);
    try {
      const send = action === 'clock_in' ? clockIn : clockOut;
      const result = await send({ body: { latitude: where.latitude, longitude: where.longitude } }).unwrap();
      setNotices([verifiedMessage, result?.message || t(DONE[action])]);
    } catch (failure) {
      setNotices([verifiedMessage, clockErrorText(t, failure)]);
    }
  };

  /** After 3 failed face checks: the photo and the reason go with the coordinates, for the manager's review. */
  const clockWithoutFaceCheck = async (
    action: ClockAction,
    where: Coordinates | null,
    image: string,
    reason: string,
  ) => {
    if (!where) {
      setNotices([t('messages.noCoordinates')]);
      return;
    }
    setNotices([]);
    try {
      const { latitude, longitude } = where;
      const send = action === 'clock_in' ? clockInForReview : clockOutForReview;
      const result = await send({ body: { latitude, longitude, image, reason } }).unwrap();
      setNotices([result.message]);
    } catch (failure) {
      setNotices([clockErrorText(t, failure)]);
    }
  };

  return {
    notices,
    clearNotices: () => setNotices([]),
    clock,
    clockWithoutFaceCheck,
    sending: [clockingIn, clockingOut, clockingInForReview, clockingOutForReview].some((state) => state.isLoading),
  };
}
