/**
 * Hands out start times at least `intervalMs` apart (Nominatim's policy: one request per second per
 * application). A caller that would wait longer than `maxWaitMs` gets null instead of a slot, so a burst
 * of clock-ins at 9:00 degrades to the offline answer rather than queueing for minutes.
 */
export function createRequestSpacing(intervalMs: number, maxWaitMs: number, now: () => number = Date.now) {
  let nextFree = 0;
  return {
    /** Milliseconds to wait before starting the request, or null when the queue is too long. */
    reserve(): number | null {
      const current = now();
      const start = Math.max(current, nextFree);
      if (start - current > maxWaitMs) return null;
      nextFree = start + intervalMs;
      return start - current;
    },
  };
}
