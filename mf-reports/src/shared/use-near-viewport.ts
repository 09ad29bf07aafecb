import { useCallback, useState } from 'react';

/** How far below the screen an element counts as near: it starts drawing just before it scrolls into view. */
const NEAR_MARGIN = '200px';

/**
 * Whether the element given to the returned ref has come within `NEAR_MARGIN` of the viewport (and stays true
 * after). Heavy widgets below the fold wait for it, so the first screen does not pay for what no one sees yet.
 * Without IntersectionObserver (an old browser) it is true at once.
 */
export function useNearViewport(): [(node: Element | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observe = useCallback(
    (node: Element | null) => {
      if (!node || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near],
  );
  return [observe, near];
}
