import { useEffect, useState } from 'react';
import { RUNNING_HOURS_TICK_MS } from '../../shared/constants';

/** The current time, renewed every minute while `running`: enough for hours and minutes on screen. */
export function useMinuteClock(running: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!running) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), RUNNING_HOURS_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
