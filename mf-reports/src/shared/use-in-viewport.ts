import { useCallback, useState } from 'react';

/**
 * Whether the element given to the returned ref has entered the viewport (and stays true after). Heavy widgets
 * below the fold wait for it, so the first screen does not pay for what no one sees yet. Without
 * IntersectionObserver (an old browser) it is true at once.
 */
export function useInViewport(): [(node: Element | null) => (() => void) | undefined, boolean] {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  const observe = useCallback(
    (node: Element | null) => {
      if (!node || inView) return undefined;
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setInView(true);
      });
      observer.observe(node);
      return () => observer.disconnect();
    },
    [inView],
  );
  return [observe, inView];
}
