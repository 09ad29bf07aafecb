import { useState } from 'react';
import { ATTENDANCE_MESSAGES as M, ATTENDANCE_TEXTS } from '../../shared/messages';
import { useAttendanceClockMutation } from './api';
import { clockErrorText } from './clock-errors';
import type { ClockAction, Coordinates } from './types';

const DONE: Record<ClockAction, string> = {
  clock_in: ATTENDANCE_TEXTS.clockedInDone,
  clock_out: ATTENDANCE_TEXTS.clockedOutDone,
};

/** After a verified face: sends the clock call with the coordinates and keeps the messages of the flow. */
export function useClockFlow() {
  const [send, { isLoading }] = useAttendanceClockMutation();
  const [notices, setNotices] = useState<string[]>([]);

  const clock = async (action: ClockAction, where: Coordinates | null, verifiedMessage: string) => {
    if (!where) {
      setNotices([verifiedMessage, M.noCoordinates]);
      return;
    }
    setNotices([verifiedMessage]);
    try {
      const result = await send({ action, latitude: where.latitude, longitude: where.longitude }).unwrap();
      setNotices([verifiedMessage, result?.message || DONE[action]]);
    } catch (failure) {
      setNotices([verifiedMessage, clockErrorText(failure)]);
    }
  };

  return { notices, clearNotices: () => setNotices([]), clock, sending: isLoading };
}
