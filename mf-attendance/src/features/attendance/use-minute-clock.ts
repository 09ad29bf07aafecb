import { useEffect, useState } from 'react';
import { RUNNING_HOURS_TICK_MS } from '../../shared/constants';

/** The current time, renewed every minute: enough for hours and minutes on screen. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), RUNNING_HOURS_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
