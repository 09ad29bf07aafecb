import { useState } from 'react';
import { useAttendanceTexts } from '../../shared/attendance-texts';
import { usePostBreakEndMutation, usePostBreakStartMutation } from './api';
import { clockErrorText } from './clock-errors';
import type { Coordinates } from './types';

/** Starts or ends a break with the GPS position (no face check), and keeps the answer to show under the button. */
export function useBreakAction() {
  const t = useAttendanceTexts();
  const [startBreak, starting] = usePostBreakStartMutation();
  const [endBreak, ending] = usePostBreakEndMutation();
  const [notice, setNotice] = useState<string | null>(null);

  const toggleBreak = async (onBreak: boolean, where: Coordinates | null) => {
    if (!where) {
      setNotice(t('messages.noCoordinates'));
      return;
    }
    const body = { latitude: where.latitude, longitude: where.longitude };
    try {
      const result = await (onBreak ? endBreak({ body }) : startBreak({ body })).unwrap();
      setNotice(result?.message || t(onBreak ? 'texts.breakEnded' : 'texts.breakStarted'));
    } catch (failure) {
      setNotice(clockErrorText(t, failure));
    }
  };

  return { toggleBreak, busy: starting.isLoading || ending.isLoading, notice };
}
