import { useEffect, useRef } from 'react';
import { FACE_CAPTURE_INTERVAL_MS, FIRST_CAPTURE_DELAY_MS } from '../../shared/constants';

/** While `active`: one capture soon, then one every 5000 ms (docs/product-spec.md section 9); stops when inactive or unmounted. */
export function useCaptureLoop(active: boolean, capture: () => void) {
  const latest = useRef(capture);
  useEffect(() => {
    latest.current = capture;
  });

  useEffect(() => {
    if (!active) return;
    let every: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      latest.current();
      every = setInterval(() => latest.current(), FACE_CAPTURE_INTERVAL_MS);
    }, FIRST_CAPTURE_DELAY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [active]);
}
